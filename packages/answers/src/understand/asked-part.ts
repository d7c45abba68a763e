import { isStopword, words } from "../retrieval/query-terms.js";

/**
 * Words that only frame a question ("how often?", "is that bad?"), and the verbs of dealing with
 * what was told ("how should I handle it?", "how do I stop this?"): they name no subject.
 */
const FRAME = new Set(
  (
    "often long many much soon early late safe bad fine worry worried best right wrong true " +
    "handle handling deal dealing manage managing respond responding react reacting tackle " +
    "tackling approach stop stopping fix address way ways"
  ).split(" "),
);

/** Whether a sentence has a word that names something (not only "how much and how often?"). */
function named(sentence: string): boolean {
  return namedWords(sentence).length > 0;
}

/**
 * A clause that asks without a question mark: it opens with a question word ("how do i deal with
 * tantrums, …"), with "when/where/who" followed by a verb ("when do they…", not "when he's tired"),
 * or with a verb that starts a question ("is this the baby blues…", "can she start solids…").
 */
const ASKS =
  /^(?:how|what|whats|which|why|(?:when|where|who)\s+(?:do|does|did|can|could|should|will|would|is|are|was|were|has|have)|(?:can|could|should|is|are|do|does|did|will|would)\s+(?:i|we|you|he|she|they|it|this|that|my|our|her|his|a|an|the|babies|toddlers)|any\s+(?:tips|ideas|advice))\b/i;

/** Whether a clause asks: a question mark, or a question's opening. */
export function asks(clause: string): boolean {
  const c = clause.trim();
  return c.endsWith("?") || ASKS.test(c);
}

/** Words of a text that name something: "something's wrong" or "even grandma" name little. */
function namedWords(text: string): string[] {
  return words(text).filter(
    (w) => !isStopword(w) && !FRAME.has(w) && !ANY_THING.test(w) && !TONE.has(w) && !/^\d/.test(w),
  );
}
const ANY_THING = /^(?:some|any|every|no)(?:thing|one|body)s?$/;
const TONE = new Set(["even", "especially", "also"]);

/**
 * "he does babble all day but should I get his hearing checked anyway?": a sentence that tells,
 * then asks after "but" or "so", is two.
 */
const BUT_ASKS =
  /^(.*\S)\s*,?\s+(?:but|so)\s+(?=(?:should|can|could|do|does|is|are|will|would)\s+(?:i|we|he|she|they|it|this|that)\b)/i;

function toldButAsked(sentence: string): string[] {
  const m = BUT_ASKS.exec(sentence);
  return m ? [m[1] as string, sentence.slice(m[0].length)] : [sentence];
}

/**
 * The message's sentences; a first sentence that asks and then tells after a comma ("what makes
 * toys unsafe for under 3s, got a bunch of hand me downs for my 11mo", "how do i deal with
 * tantrums, my 2yo throws herself on the floor") is two. Only that order: a telling clause before
 * the question ("its really hot tonight, what should she sleep in") is what the question is about.
 */
function parts(message: string): string[] {
  const sentences = message
    .trim()
    .split(/(?<=[?.!])\s+/)
    .flatMap(toldButAsked)
    .filter((s) => s.trim() !== "");
  const [first, ...rest] = sentences;
  if (first === undefined || !ASKS.test(first.trim())) return sentences;
  const [question, ...told] = first.split(/,\s+/);
  const tail = told.join(", ");
  // "…, even grandma" continues the question; a clause that tells names two things or more.
  if (question === undefined || namedWords(tail).length < 2) return sentences;
  return [question, tail, ...rest];
}

/**
 * The part of a message that asks, when the rest only tells: "is it ok to let my baby cry it out?
 * we're all exhausted" asks about crying it out; being exhausted is the context. A sentence asks
 * when it ends with a question mark or opens like a question ("3 weeks postpartum and i cry most
 * days. is this the baby blues"). Null when every sentence asks, none does, or either side names
 * nothing.
 */
export function askedPart(message: string): string | null {
  const sentences = parts(message);
  if (sentences.length < 2) return null;
  const asking = sentences.filter(asks);
  const telling = sentences.filter((c) => !asks(c));
  if (asking.length === 0 || telling.length === 0) return null;
  const asked = asking.join(" ");
  return named(asked) && telling.some(named) ? asked : null;
}
