import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";

/** Entries the whole message's search considers before the asked part re-ranks them. */
const FOCUS_CANDIDATES = 8;
/** Entries kept, as for any question. */
const KEPT = 4;

/** What the whole message's score counts beside the asked part's. */
const CONTEXT_WEIGHT = 0.5;

/**
 * A message that tells and asks ("we're so sleep deprived. when can I start sleep training?") is
 * answered on what it asks: entries are ranked on the asked part's search, with the whole
 * message's search counting half (the context still says something, once), and in passage
 * ranking the asked part's words count double.
 */
export function focusOnAsked(
  index: SearchIndex,
  message: string,
  asked: string,
  age: { ageMonths: number | null; ageStated: boolean },
  terms: readonly string[],
  weights: readonly number[],
): { hits: SearchHit[]; weights: number[] } {
  const options = { ...age, limit: FOCUS_CANDIDATES };
  const merged = new Map<string, SearchHit>();
  for (const hit of index.search(asked, options)) merged.set(hit.entry.id, hit);
  for (const hit of index.search(message, options)) {
    const seen = merged.get(hit.entry.id);
    merged.set(hit.entry.id, {
      ...hit,
      score: (seen?.score ?? 0) + CONTEXT_WEIGHT * hit.score,
      topicMatch: Math.max(seen?.topicMatch ?? 0, hit.topicMatch),
    });
  }
  const hits = [...merged.values()].sort((a, b) => b.score - a.score).slice(0, KEPT);
  const asking = new Set(index.terms(asked));
  return {
    hits,
    weights: weights.map((w, i) => (asking.has(terms[i] as string) ? 2 * w : w)),
  };
}
