/** Whether two words are forms of one word, by a shared prefix or light stem. */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  // "fly" and "flying": a three-letter word matches its own inflections, never a mere prefix;
  // "eye" and "eyes", "leg" and "legs" too (lightStem leaves four-letter words whole).
  if (n === 3) return lightStem(a) === lightStem(b) || plural(a, b) || plural(b, a);
  if (n < 4) return false;
  const k = Math.min(n, 5);
  // "smiling" and "smile" share a light stem though not five letters.
  return a.slice(0, k) === b.slice(0, k) || lightStem(a) === lightStem(b);
}

/** Whether `b` is `a` with an "s" ("eye", "eyes"); "gas" and "gass" are not a pair. */
function plural(a: string, b: string): boolean {
  return a.length === 3 && b === `${a}s` && !a.endsWith("s");
}

/** "smiling", "smile" → "smil"; "babies", "baby" → "baby" (term-share.ts builds on it). */
export function lightStem(word: string): string {
  if (word.length <= 4) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = word
      .replace(/ies$/, "y")
      .replace(/(?:ing|ed|es|s)$/, "")
      .replace(/e$/, "");
    // Ranking asks for the same few thousand words again and again; the cache stays bounded.
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}
const stems = new Map<string, string>();
