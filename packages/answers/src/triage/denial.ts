import type { Token } from "./normalize.js";

/**
 * A sign the parent denies ("no drooling", "breathing ok, not fast", "isn't wheezing", "without a
 * rash", "no fever or rash"; "drooling? no" is put as "no drooling" in normalize.ts) is absent. Every sign reader goes through the pattern
 * matcher (pattern.ts), so denial is read here once rather than in each rule's `unless`.
 *
 * A word is denied when a negation stands before it in its clause with only words that carry the
 * negation on between ("no sign of any drooling", "hasn't really been wheezing"), or across an
 * "or" in a list ("no fever or rash"). A negation that the pattern itself matched is the pattern's
 * own ("not ~2 breathe" is the sign "not breathing"), and "barely" or "hardly" are a sign's degree,
 * not a denial ("barely breathing").
 */
const NEGATORS = new Set(
  "no not isnt arent wasnt werent doesnt dosent doesent didnt dont hasnt havent hadnt never without nor none aint".split(
    " ",
  ),
);

/**
 * What a child normally does: breathing, feeding, waking, moving. Its denial ("can't breathe
 * properly", "isn't feeding") is a sign in itself, so it is never denied; it carries a denial on to
 * the symptom it is told with ("isn't breathing fast"). "Can't" and "won't" tell such an inability,
 * not a denial, and are left out of NEGATORS.
 */
const FUNCTION_HEADS = new Set(
  "breathe feed eat drink wake swallow pee respond cry stool move moving moved sleep sleeping latch latching open opening talk talking walk walking play playing".split(
    " ",
  ),
);

/** Whether a word tells a normal function, which a denial does not remove (FUNCTION_HEADS). */
export const isFunctionWord = (t: Token) => FUNCTION_HEADS.has(t.word) || FUNCTION_HEADS.has(t.raw);

/** Words a denial reaches across: auxiliaries, determiners, "any", "sign of", "at all". */
const CARRIERS = new Set(
  "do does did is are was were be been being has have had any anymore more at all sign signs of obvious visible real further new other from his her their my the a an it its seem seems seemed got".split(
    " ",
  ),
);

/** Words of a list after "or": "no fever, cough or rash" reaches back over at most this many. */
const LIST_REACH = 3;

const carries = (t: Token) =>
  CARRIERS.has(t.raw) || /^[a-z]{3,}ly$/.test(t.raw) || isFunctionWord(t);

/**
 * Whether the token at `i` is denied by a negation the pattern does not own: the pattern's previous
 * word is at `prev` (-1 for its first word), and a negation there or before is the pattern's.
 */
export function deniedAt(tokens: readonly Token[], i: number, prev: number): boolean {
  if (isFunctionWord(tokens[i]!)) return false;
  const clause = tokens[i]!.clause;
  let listReach = 0;
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j]!;
    if (j <= prev || t.clause !== clause) break;
    if (NEGATORS.has(t.raw)) return true;
    if (t.raw === "or" || t.raw === "nor") listReach = LIST_REACH;
    else if (carries(t)) continue;
    else if (listReach > 0) listReach--;
    else break;
  }
  return false;
}
