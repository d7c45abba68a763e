import { entryText, termShare } from "../retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";

/** Entries the whole message's search considers before the asked part re-ranks them. */
const FOCUS_CANDIDATES = 8;
/** Entries kept, as for any question. */
const KEPT = 4;

/**
 * A message that tells and asks ("is it ok to let my baby cry it out? we're all exhausted") is
 * answered on what it asks: entries holding the asked part's words rank first, and in passage
 * ranking those words count double. The context still counts, once.
 */
export function focusOnAsked(
  index: SearchIndex,
  message: string,
  asked: string,
  age: { ageMonths: number | null; ageStated: boolean },
  terms: readonly string[],
  weights: readonly number[],
): { hits: SearchHit[]; weights: number[] } {
  const focusTerms = index.terms(asked);
  const focus = { terms: focusTerms, weights: index.termWeights(focusTerms) };
  const hits = index
    .search(message, { ...age, limit: FOCUS_CANDIDATES })
    .map((hit) => ({ ...hit, score: hit.score * (0.5 + termShare(entryText(hit.entry), focus)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, KEPT);
  const asking = new Set(focusTerms);
  return {
    hits,
    weights: weights.map((w, i) => (asking.has(terms[i] as string) ? 2 * w : w)),
  };
}
