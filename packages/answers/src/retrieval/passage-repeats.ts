import type { Passage } from "../knowledge/passages.js";
import { words } from "./query-terms.js";

/**
 * Whether a passage says what another already says: most of the shorter one's numbers and words
 * are in the longer ("About 4 to 5 ounces…" inside the lead that lists every month).
 */
export function repeats(a: Pick<Passage, "text">, b: Pick<Passage, "text">): boolean {
  const [short, long] = a.text.length <= b.text.length ? [a, b] : [b, a];
  const shortWords = new Set(words(short.text));
  if (shortWords.size === 0) return false;
  const longWords = new Set(words(long.text));
  let shared = 0;
  for (const w of shortWords) if (longWords.has(w)) shared++;
  return shared / shortWords.size >= 0.8;
}
