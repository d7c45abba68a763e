/**
 * Typo correction against a fixed vocabulary. A token that is not a known spelling is replaced by the
 * closest known spelling within a small edit distance (Damerau–Levenshtein, adjacent swaps count once),
 * so "brething" reads as "breathing" and "sezure" as "seizure".
 *
 * Real English words near a vocabulary word ("have" near "hive", "never" near "fever") are listed as
 * protected words: they stay as typed, so a correctly spelt word is never turned into another one.
 */
export interface Correction {
  /** The known spelling chosen ("brething" → "breathing"), or the token itself. */
  spelling: string;
  /** The head word of that spelling ("breathing" → "breathe"), or the token itself. */
  head: string;
}

export interface Corrector {
  correct(token: string): Correction;
}

export interface VocabularyWord {
  spelling: string;
  head: string;
  /** Breaks ties between equally close spellings: higher wins (red-flag words over context words). */
  priority: number;
}

/** Edits allowed for a token of this length: none for very short words, where one edit changes meaning. */
export function maxEdits(length: number): number {
  if (length < 4) return 0;
  if (length <= 5) return 1;
  return 2;
}

/** Optimal-string-alignment distance, giving up (returning limit + 1) once the distance exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n]!;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

const CACHE_LIMIT = 20_000;

export function createCorrector(
  vocabulary: readonly VocabularyWord[],
  protectedWords: Iterable<string>,
): Corrector {
  const known = new Map<string, VocabularyWord>();
  for (const w of vocabulary) {
    const existing = known.get(w.spelling);
    if (!existing || w.priority > existing.priority) known.set(w.spelling, w);
  }
  const keep = new Set<string>();
  for (const word of protectedWords) if (!known.has(word)) keep.add(word);
  // Candidates are bucketed by first letter and length: a typo rarely changes the first letter, and
  // the bucket keeps each lookup to a few dozen comparisons. Protected words are never candidates.
  const buckets = new Map<string, VocabularyWord[]>();
  for (const w of known.values()) {
    if (w.spelling.length < 3) continue;
    const key = `${w.spelling[0]}${w.spelling.length}`;
    const list = buckets.get(key);
    if (list) list.push(w);
    else buckets.set(key, [w]);
  }
  const cache = new Map<string, Correction>();

  function lookup(token: string): Correction {
    const limit = maxEdits(token.length);
    const asIs = { spelling: token, head: token };
    if (limit === 0 || !/^[a-z]+$/.test(token)) return asIs;
    let best: VocabularyWord | null = null;
    let bestDistance = limit + 1;
    let bestPrefix = -1;
    for (let len = token.length - limit; len <= token.length + limit; len++) {
      for (const candidate of buckets.get(`${token[0]}${len}`) ?? []) {
        const d = editDistance(token, candidate.spelling, Math.min(limit, bestDistance));
        if (d > limit || d > bestDistance) continue;
        const prefix = commonPrefix(token, candidate.spelling);
        // Closest first; then the longer shared beginning ("peant" is "peanut", not "pant"); then priority.
        const better =
          d < bestDistance ||
          prefix > bestPrefix ||
          (prefix === bestPrefix && best !== null && candidate.priority > best.priority);
        if (better) {
          best = candidate;
          bestDistance = d;
          bestPrefix = prefix;
        }
      }
    }
    return best ? { spelling: best.spelling, head: best.head } : asIs;
  }

  return {
    correct(token: string): Correction {
      const direct = known.get(token);
      if (direct) return { spelling: direct.spelling, head: direct.head };
      if (keep.has(token)) return { spelling: token, head: token };
      const cached = cache.get(token);
      if (cached) return cached;
      const result = lookup(token);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(token, result);
      return result;
    },
  };
}
