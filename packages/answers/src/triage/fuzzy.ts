/**
 * Typo correction against a fixed vocabulary. A token that is not a known spelling is replaced by the
 * closest known spelling within a small edit distance (Damerau–Levenshtein, adjacent swaps count once),
 * so "brething" reads as "breathing" and "sezure" as "seizure".
 *
 * Real English words near a red-flag word ("have" near "hive", "never" near "fever") are listed as
 * protected words: they stay as typed, so a correctly spelt word is never turned into an alarm.
 */
export interface Corrector {
  /** The head word for `token`, or `token` itself when nothing is close enough. */
  correct(token: string): string;
}

/** Edits allowed for a token of this length: none for very short words, where one edit changes meaning. */
export function maxEdits(length: number): number {
  if (length < 4) return 0;
  if (length <= 6) return 1;
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
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n]!;
}

const CACHE_LIMIT = 20_000;

/**
 * @param heads spelling → head word (the red-flag and scope vocabulary)
 * @param protectedWords correctly spelt words that must stay as they are
 */
export function createCorrector(heads: ReadonlyMap<string, string>, protectedWords: Iterable<string>): Corrector {
  // Candidates are bucketed by first letter and length: a typo rarely changes the first letter, and
  // the bucket keeps each lookup to a few dozen comparisons.
  const buckets = new Map<string, string[]>();
  const known = new Map<string, string>(heads);
  for (const word of protectedWords) if (!known.has(word)) known.set(word, word);
  // Only head spellings are correction targets: a protected word stays as typed but never attracts
  // another word (otherwise "take" could be "corrected" to the protected "tale").
  for (const word of heads.keys()) {
    if (word.length < 3) continue;
    const key = `${word[0]}${word.length}`;
    const list = buckets.get(key);
    if (list) list.push(word);
    else buckets.set(key, [word]);
  }
  const cache = new Map<string, string>();

  function lookup(token: string): string {
    const limit = maxEdits(token.length);
    if (limit === 0 || !/^[a-z]+$/.test(token)) return token;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (let len = token.length - limit; len <= token.length + limit; len++) {
      for (const candidate of buckets.get(`${token[0]}${len}`) ?? []) {
        const d = editDistance(token, candidate, Math.min(limit, bestDistance));
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
    }
    return best === null ? token : (known.get(best) ?? token);
  }

  return {
    correct(token: string): string {
      const direct = known.get(token);
      if (direct !== undefined) return direct;
      const cached = cache.get(token);
      if (cached !== undefined) return cached;
      const result = lookup(token);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(token, result);
      return result;
    },
  };
}
