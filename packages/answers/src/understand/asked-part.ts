import { isStopword, words } from "../retrieval/query-terms.js";

/** Words that only frame a question ("how often?", "is that bad?"): they name no subject. */
const FRAME = new Set(
  "often long many much soon early late safe bad fine worry worried best right wrong true".split(
    " ",
  ),
);

/** Whether a sentence has a word that names something (not only "how much and how often?"). */
function named(sentence: string): boolean {
  return words(sentence).some((w) => !isStopword(w) && !FRAME.has(w) && !/^\d/.test(w));
}

/**
 * The part of a message that asks, when the rest only tells: "is it ok to let my baby cry it out?
 * we're all exhausted" asks about crying it out; being exhausted is the context. Null when every
 * sentence asks, none does, or either side names nothing.
 */
export function askedPart(message: string): string | null {
  const sentences = message
    .trim()
    .split(/(?<=[?.!])\s+/)
    .filter((s) => s.trim() !== "");
  if (sentences.length < 2) return null;
  const asking = sentences.filter((s) => s.trimEnd().endsWith("?"));
  const telling = sentences.filter((s) => !s.trimEnd().endsWith("?"));
  if (asking.length === 0 || telling.length === 0) return null;
  const asked = asking.join(" ");
  return named(asked) && telling.some(named) ? asked : null;
}
