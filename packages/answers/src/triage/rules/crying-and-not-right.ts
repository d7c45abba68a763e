import type { Facts } from "../facts.js";
import { phraseHolds, type PhraseSpec, type RedFlagRule } from "../rule.js";
import { asksWhetherSomethingWrong } from "./danger-shared.js";
import { milestoneQuestion } from "./milestone-question.js";

const CRY_PHRASES = [
  "=high ~1 =pitched ~3 cry|scream|=screech|=screeching|=shrill",
  "cry|scream ~3 =high ~1 =pitched",
  "=shrill ~2 cry|scream",
  "weak ~2 cry",
  "cry ~2 weak",
  "moan",
];

const INCONSOLABLE = [
  "inconsolable",
  "not ~3 =settle|=console|=calm|=soothe|=comfort ~3 =him|=her|=them|baby|child|=down",
  "cry|scream ~3 not ~1 stop",
  "not ~1 stop ~2 cry|scream",
];

const NOT_RIGHT: readonly PhraseSpec[] = [
  {
    pattern: "not ~2 =acting ~1 =right|=normal|=himself|=herself",
    unless: ["not ~2 =acting ~1 =right|=normal ~3 =sleep|=nap|=eating|=feeding|=talking"],
  },
  "=just ~1 not ~1 =right",
  "not ~1 =himself|=herself|=themselves",
  "=looks|=seems ~2 very? =sick|=ill|=unwell|=poorly",
  "=inconsolable|=inconsolably",
];
/** "Something is wrong with him": the parent's sense, unless asked about what is told ("is something wrong with him?"). */
const SOMETHING_WRONG_WITH =
  "=something|=somethings ~3 =wrong ~3 baby|child|=him|=her|=them|=he|=she";
const notRight = (f: Facts) =>
  NOT_RIGHT.some((p) => phraseHolds(f, p)) ||
  (f.has(SOMETHING_WRONG_WITH) && !asksWhetherSomethingWrong(f));

/**
 * A very young baby told as not right; "not normal spit up", "not a normal poo" compare a thing
 * the baby did with the usual one (its own protocol reads it), not the baby.
 */
const YOUNG_NOT_RIGHT: readonly PhraseSpec[] = [
  {
    pattern: "not ~2 =right|=normal|=himself|=herself|=themselves",
    unless: [
      "not ~2 =normal ~3 spitup|vomit|stool|pee|diarrhea|=poo|=poos|=poop|=wee|=cry|=crying|=breathing|=colour|=color|=sick|=reflux|=possetting|=posseting",
    ],
  },
  "=looks|=look|=seems|=seem|=acting ~2 =sick|=ill|=unwell|=poorly|=strange|=weird|=odd",
];
/** Crying or screaming that nothing settles for 3 hours or more (after jabs, or for no reason found). */
function cryingForHours(f: Facts): boolean {
  return (
    f.says(/\b(?:scream\w*|cry\w*|crie\w*|wail\w*|howl\w*)\b/) &&
    f.says(
      /\b(?:non ?stop|wont settle|cant settle|will not settle|nothing (?:settles|helps|works)|without stopping|constantly)\b/,
    ) &&
    (f.maxDurationHours ?? 0) >= 3
  );
}

export const cryingAndNotRightRules: readonly RedFlagRule[] = [
  {
    id: "weak-or-high-pitched-cry-young-or-ill",
    when: (f) =>
      (f.hasAny(CRY_PHRASES) && ((f.ageMonths !== null && f.ageMonths < 3) || f.feverReported)) ||
      (f.hasAny(INCONSOLABLE) && f.feverReported && f.ageMonths !== null && f.ageMonths < 3),
  },
  {
    id: "weak-or-high-pitched-cry",
    when: (f) => f.hasAny(CRY_PHRASES) || (f.hasAny(INCONSOLABLE) && f.feverReported),
  },
  {
    id: "very-young-baby-not-right",
    phrases: [...YOUNG_NOT_RIGHT, "=something|=somethings ~3 =wrong|=off"],
    // "6 weeks and not smiling yet, is something wrong?" asks about development; "jumps and
    // flings her arms out at loud noises, is something wrong?" asks about what is told.
    when: (f) =>
      !milestoneQuestion(f) &&
      (!asksWhetherSomethingWrong(f) || YOUNG_NOT_RIGHT.some((p) => phraseHolds(f, p))),
    age: { below: 2, unknownAge: "skip" },
    educational: true,
  },
  {
    id: "baby-not-right",
    when: (f) => (notRight(f) && !milestoneQuestion(f)) || cryingForHours(f),
    educational: true,
  },
];
