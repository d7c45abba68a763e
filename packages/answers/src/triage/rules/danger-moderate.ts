import {
  asksWhetherSomethingWrong,
  SMALL_OBJECT,
  GRUNT_PUSHING,
  HEAD_EVENT,
  PALE_THING,
  type DangerConcept,
} from "./danger-shared.js";
import { MILESTONE_WORDS } from "./milestone-question.js";
import { phraseHolds, type PhraseSpec } from "../rule.js";

const SOMETHING_WRONG: PhraseSpec = {
  pattern: "=something|=somethings ~2 =wrong|=off",
  unless: MILESTONE_WORDS,
};
/** A child told as drowsy or not themselves. */
const DROWSY_OR_ODD: readonly PhraseSpec[] = [
  "drowsy|lethargic|confused",
  // "he's gone quiet and shivery" after an injury: a child going quiet is a warning sign.
  "=gone|=went|=going|=unusually ~1 =quiet|=shivery|=clammy",
  {
    pattern: "very ~1 sleepy",
    unless: ["sleepy ~3 =cue|=cues|=signs|=through|=thru|=night|=nap|=naps"],
  },
  "=unusually|=abnormally|=extremely|=weirdly ~1 sleepy",
  "=dazed|=zoned|=glazed|=vacant|=spaced",
  // "keeps dropping off to sleep while I'm talking to him".
  "=keeps|=keep|=kept ~2 =dropping|=nodding|=drifting|=falling ~1 =off|=asleep",
  "=out ~1 =of ~1 =it",
  "not ~1 =himself|=herself|=themselves",
  "not ~2 =acting ~1 =right|=normal|=like",
  "=acting ~1 =weird|=strange|=odd|=funny|=off",
  // Not after a milestone not reached yet ("not rolling yet, is something wrong?"): a sign of
  // illness in the same message is a concept of its own.
  { pattern: "=just ~1 not ~1 =right", unless: MILESTONE_WORDS },
  SOMETHING_WRONG,
  {
    pattern: "=looks|=seems|=looking ~2 very? =sick|=ill|=unwell|=poorly|=awful|=terrible",
    // "crusty flakes on his scalp, looks awful": a thing that looks bad, not a child who looks ill.
    unless: [
      "=flakes|=flaky|=crusts|=crusty|=scalp|rash|skin|stool|diaper|=nappy|=poo|=poop|=spots|=mark|=marks|=patch|=scab|=bump|=lump|=bruise|eyes|=nails|=cradle|=cap ~4 =looks|=seems|=looking",
      "=it|=they|=that|=this ~1 =looks|=seems|=looking",
    ],
  },
];

/** "He's very hot", not the weather or the room ("it's really hot here (30 degrees)"). */
const VERY_HOT_CHILD: PhraseSpec = {
  pattern: "very ~1 hot",
  unless: [
    "=its|=it|=weather|=day|=days|=summer|=room|=house|=flat|=nursery|=bedroom|=outside ~2 very ~1 hot",
    "very ~1 hot ~2 =here|=outside|=out|=today|=weather|=lately|=degrees|=summer|=heatwave",
  ],
};

/** Concepts that alarm only together with another concept or a parent's alarm. */
export const MODERATE_CONCEPTS: readonly DangerConcept[] = [
  {
    id: "breathing-odd",
    strength: "moderate",
    phrases: [
      {
        pattern:
          "breathe ~3 =weird|=funny|=strange|=odd|=wrong|=badly|=noisy|=loud|=heavy|=shallow|=irregular|=rattly|=raspy|fast|=quick|=quickly",
        unless: ["breathe ~2 =through ~2 mouth|=nose"],
      },
      "=rattle|=rattling|=rattly ~3 =chest|breathe",
      { pattern: "grunt", unless: GRUNT_PUSHING },
      "wheeze",
      "=barky|=barking|=croupy|=croup",
      "cough ~3 not ~2 stop",
    ],
  },
  {
    id: "drowsy-or-odd",
    strength: "moderate",
    // "Jumps at loud noises, is something wrong?" asks about what is told; another sign stays.
    when: (f) =>
      !asksWhetherSomethingWrong(f) ||
      DROWSY_OR_ODD.some((p) => p !== SOMETHING_WRONG && phraseHolds(f, p)),
    phrases: DROWSY_OR_ODD,
  },
  {
    id: "pale-or-cold",
    strength: "moderate",
    phrases: [
      { pattern: "pale", unless: PALE_THING },
      "=clammy",
      // "a pink blotchy rash" describes a rash; mottled skin is blotchy without one.
      // "a red blotchy mark on her neck" is a mark (a birthmark), not mottled skin.
      {
        pattern: "mottled",
        unless: [
          "=pink|=red|=raised ~2 mottled ~2 rash",
          "mottled ~1 rash",
          "=pink|=pinky|=red|=reddish ~2 mottled ~2 =mark|=marks|=patch|=patches|=birthmark",
        ],
      },
      {
        pattern: "chilly",
        unless: [
          "=hands|=feet|=fingers|=toes|=nose|=room|=nursery|=outside|=weather|=house|=home|=flat|=bedroom ~3 chilly",
          "chilly ~3 =hands|=feet|=room|=outside|=weather|=house|=home|=flat|=bedroom",
        ],
      },
    ],
  },
  {
    id: "feeding-stopped",
    strength: "moderate",
    phrases: [
      "not ~3 feed|drink",
      "refuse ~3 feed|drink",
      "=stopped ~2 =feeding|=drinking",
      "=half ~3 =normal|=usual|=normally|=usually",
      "not ~3 pee|=wetdiaper",
      "=drydiaper",
    ],
  },
  {
    id: "vomiting-repeated",
    strength: "moderate",
    phrases: [
      "vomit ~4 =times|=again|=repeatedly|=everything|=nonstop|=constantly|=every|=all|=3|=4|=5|=6|=three|=four|=five|=six",
    ],
  },
  {
    id: "cry-abnormal",
    strength: "moderate",
    phrases: [
      "=high ~1 =pitched",
      "weak ~2 cry",
      "cry ~2 weak",
      "moan",
      "cry ~3 =weird|=strange|=different|=odd",
    ],
  },
  {
    id: "fever",
    strength: "moderate",
    when: (f) =>
      f.feverReported ||
      f.hasAny(["=feels|=feel|=felt|=burning ~1 hot", "hot ~2 =touch"]) ||
      phraseHolds(f, VERY_HOT_CHILD),
  },
  {
    id: "injury",
    strength: "moderate",
    phrases: [...HEAD_EVENT, "burn", `swallow ~4 ${SMALL_OBJECT}`],
  },
];
