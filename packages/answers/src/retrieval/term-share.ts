import { isStopword, words } from "./query-terms.js";
import { lightStem, sameStem } from "./word-stems.js";
import type { QuestionFrame } from "./question-frame.js";

/**
 * A light English stem: "smiling" and "smile" → "smil", "babies" and "baby" → "baby"; on top of
 * the index's, short plurals ("gags", "naps") lose their s and a doubled last consonant left by
 * "-ing" or "-ed" is single ("gagging" → "gag", "napping" → "nap"), so a passage's "gagging"
 * answers a parent's "gags".
 */
export function stem(word: string): string {
  let s = lightStem(word);
  if (s.length === 4 && /[^siu]s$/.test(s)) s = s.slice(0, -1);
  return s.length < word.length ? s.replace(/([bdgmnprt])\1$/, "$1") : s;
}

const textStems = new Map<string, { words: string[]; set: Set<string>; stems: Set<string> }>();

/**
 * Whether the text writes a term joined with another term of the question: "bedtime" answers
 * "what time … go to bed", "secondhand" answers "second hand".
 */
function inCompound(written: ReadonlySet<string>, term: string, terms: readonly string[]): boolean {
  if (term.length < 3) return false;
  for (const other of terms)
    if (other.length >= 3 && (written.has(term + other) || written.has(other + term))) return true;
  return false;
}

/** Weighted share of the terms found in a text, matched by stem or by sameStem's prefix rule. */
export function termShare(text: string, frame: Pick<QuestionFrame, "terms" | "weights">): number {
  let seen = textStems.get(text);
  if (!seen) {
    const ws = words(text);
    seen = { words: ws, set: new Set(ws), stems: new Set(ws.map(stem)) };
    if (textStems.size > 20_000) textStems.clear();
    textStems.set(text, seen);
  }
  let found = 0;
  let total = 0;
  const written = seen.words;
  frame.terms.forEach((t, i) => {
    const w = frame.weights[i] ?? 1;
    total += w;
    if (
      seen.stems.has(stem(t)) ||
      written.some((s) => sameStem(t, s)) ||
      inCompound(seen.set, t, frame.terms)
    )
      found += w;
  });
  return total > 0 ? found / total : 0;
}

/**
 * Share of a quick answer's own question words the parent used too. A quick answer that asks
 * something narrower ("is the chickenpox vaccine on the NHS now?" for "my son has chickenpox",
 * "how long can a newborn stay awake?" for "how long should time-out be") holds all of the parent's
 * words yet answers another question: its match counts as much as its question is the parent's.
 */
export function askedShare(question: string, frame: Pick<QuestionFrame, "terms">): number {
  const own = words(question).filter((w) => !isStopword(w) && !/^\d+$/.test(w) && w.length > 1);
  if (own.length === 0) return 1;
  const asked = own.filter((w) => frame.terms.some((t) => sameStem(t, w) || stem(t) === stem(w)));
  return asked.length / own.length;
}
