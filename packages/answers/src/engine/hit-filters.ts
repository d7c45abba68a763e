import { agesIn, type AgeSpan } from "../knowledge/passages.js";
import type { SearchHit } from "../retrieval/search-index.js";
import { entryRegion, type Region } from "../understand/question-region.js";
import type { Subject } from "../understand/question-subject.js";
import { entrySex, type Sex } from "../understand/question-sex.js";

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

/**
 * A question about a boy is never answered by an article written for girls (vulvovaginitis for
 * "a toddler touching his private parts"), nor the reverse: such hits are left out.
 */
export function forSex(hits: SearchHit[], sex: Sex): SearchHit[] {
  if (sex === null) return hits;
  return hits.filter((hit) => {
    const written = entrySex(hit.entry.title);
    return written === null || written === sex;
  });
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

/** What an article titled for another single age keeps of its score (see forNamedAge). */
const OTHER_NAMED_AGE = 0.3;
/** A title's age span wider than this names a stage ("toddlers", "6 to 12 months"), not an age. */
const NAMED_AGE_WIDTH = 4;
/** Its title and topics hold at least this share of what the best hit's hold of the question. */
const SAME_SUBJECT = 0.75;

/** The single ages or short spans an entry's title names ("6-month milestones", "at 7 to 8 months"). */
function titleAges(hit: SearchHit): AgeSpan[] {
  return agesIn(hit.entry.title).filter((s) => s.max - s.min <= NAMED_AGE_WIDTH);
}

function namesAge(span: AgeSpan, age: number): boolean {
  return span.point !== undefined
    ? Math.abs(span.point - age) < 1
    : age >= span.min - 0.5 && age <= span.max + 0.5;
}

/**
 * Series of articles written month by month (milestones, sleep, formula amounts) rank on their
 * words, which barely differ: "what should a 6 month old be doing" found the 7-to-8-month and
 * 5-month articles before the 6-month one. When an article titled for the child's stated age is
 * among the hits, on the same subject as the best, below articles titled for other ages, it takes
 * their place and they lose most of their score, so advice for another age does not lead.
 */
export function forNamedAge(hits: SearchHit[], age: number | null): SearchHit[] {
  const best = hits[0];
  if (age === null || !best) return hits;
  const at = hits.findIndex(
    (h) =>
      h.topicMatch > 0 &&
      h.topicMatch >= best.topicMatch * SAME_SUBJECT &&
      titleAges(h).some((s) => namesAge(s, age)),
  );
  const other = (hit: SearchHit) => {
    const named = titleAges(hit);
    return named.length > 0 && !named.some((s) => namesAge(s, age));
  };
  // Its series' neighbours give way: those ranked above it on the same words, and those below
  // (in a follow-up the article just shown may rank first and a neighbour next).
  const forAge = hits[at];
  if (!forAge || !hits.some(other)) return hits;
  const neighbours = hits.slice(0, at).filter(other);
  const place = Math.max(forAge.score, ...neighbours.map((h) => h.score));
  return hits
    .map((hit) =>
      hit === forAge
        ? { ...hit, score: place }
        : other(hit)
          ? { ...hit, score: hit.score * OTHER_NAMED_AGE }
          : hit,
    )
    .sort((a, b) => b.score - a.score);
}
