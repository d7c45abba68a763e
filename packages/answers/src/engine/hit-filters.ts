import type { SearchHit } from "../retrieval/search-index.js";
import { entryRegion, type Region } from "../understand/question-region.js";
import type { Subject } from "../understand/question-subject.js";

/** How much an entry written for the other subject (parent vs child) keeps of its score. */
const OTHER_SUBJECT = 0.45;

/**
 * A question about the child ("baby sweating at night") is not answered by an article about the
 * parent (postpartum night sweats), nor the reverse: such hits lose weight, and once an article
 * on the right subject ranks first they are left out, so they cannot lead or be the related one.
 */
export function forSubject(hits: SearchHit[], subject: Subject): SearchHit[] {
  if (subject === null) return hits;
  const other = (hit: SearchHit) => (hit.entry.folder === "parents") !== (subject === "parent");
  const weighed = hits
    .map((hit) => (other(hit) ? { ...hit, score: hit.score * OTHER_SUBJECT } : hit))
    .sort((a, b) => b.score - a.score);
  return weighed[0] && !other(weighed[0]) ? weighed.filter((hit) => !other(hit)) : weighed;
}

/** How much an entry written for the other country keeps of its score. */
const OTHER_REGION = 0.6;

/** "How much Calpol" is answered by the UK entry, "how much Tylenol" by the US one. */
export function forRegion(hits: SearchHit[], region: Region): SearchHit[] {
  if (region === null) return hits;
  const other = (hit: SearchHit) => {
    const written = entryRegion(hit.entry.title);
    return written !== null && written !== region;
  };
  if (!hits.some(other)) return hits;
  return hits
    .map((hit) => (other(hit) ? { ...hit, score: hit.score * OTHER_REGION } : hit))
    .sort((a, b) => b.score - a.score);
}
