import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import {
  BEHIND_EAR,
  BITE,
  BLOODY_STOOL,
  BOUTS,
  BREATHING_HARD,
  COLIC_CONTEXT,
  COLICKY_PAIN,
  DEFORMED,
  DROOL,
  DROWSY_OR_PALE,
  EAR_DISCHARGE,
  EAR_FLIGHT,
  EAR_PAIN,
  EYE,
  EYE_CHEMICAL,
  EYE_HURT,
  EYE_SERIOUS,
  EYE_SIGN,
  FEEDING_CONTEXT,
  GENITAL_LONGSTANDING,
  GENITAL_OTHER,
  GENITAL_PAIN,
  INJURY,
  LEANS_FORWARD,
  LIMB,
  LIMB_SWOLLEN,
  LOW_RIGHT_OR_MOVEMENT,
  MUFFLED,
  NEEDS_CLOSING,
  NOT_DRINKING,
  NOT_USING,
  SEVERE_TUMMY,
  SKIN_BROKEN,
  SORE_THROAT,
  SUDDEN,
  SWALLOW_TROUBLE,
  TESTIS,
  TUMMY_WORD,
  WOUND,
} from "./body-concepts.js";

/** Bouts of severe pain that come and go (the pattern of intussusception). */
const colicky = (f: Facts) => f.says(BOUTS) && f.says(COLICKY_PAIN);
/** Past the age of ordinary colic, or a toddler; a young baby's evening crying is colic. */
const pastColicAge = (f: Facts) =>
  f.ageMonths !== null ? f.ageMonths >= 4 : !f.says(/\b(?:newborn|weeks? old|wk old)\b/);

const testisPain = (f: Facts) =>
  f.says(TESTIS) &&
  f.says(GENITAL_PAIN) &&
  !f.says(GENITAL_LONGSTANDING) &&
  // Swelling alone (a hydrocele, a hernia that comes and goes) is for the doctor, not the ER.
  (f.says(/\b(?:pain\w*|hurt\w*|sore|agony|scream\w*|tender|twisted|purple|blue|black|hard)\b/) ||
    f.says(SUDDEN));

const injuredLimb = (f: Facts) => f.says(LIMB) || f.says(/\b(?:walk|walking|crawl|stand)\b/);

/**
 * Signs that are a body part with something wrong with it: tummy, genitals, throat, wounds, limbs,
 * eyes and ears (protocols abdominal-pain, genital-pain, sore-throat, bleeding-and-wounds,
 * limb-injury, eye-injury, ear-pain). All are void for a general question or a past episode.
 */
export const bodySystemRules: readonly RedFlagRule[] = [
  {
    id: "intussusception",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(/\b(?:red ?)?currant jelly\b/) ||
      (colicky(f) &&
        (f.says(BLOODY_STOOL) || f.has("vomit") || f.says(DROWSY_OR_PALE)) &&
        (pastColicAge(f) || f.says(BLOODY_STOOL))),
  },
  {
    id: "colicky-tummy-pain",
    educational: true,
    pastOnly: true,
    when: (f) => colicky(f) && pastColicAge(f) && !f.says(COLIC_CONTEXT),
  },
  {
    id: "appendicitis-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(TUMMY_WORD) && f.says(LOW_RIGHT_OR_MOVEMENT) && (f.feverReported || f.has("vomit")),
  },
  {
    id: "severe-tummy-pain",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(SEVERE_TUMMY),
  },
  {
    id: "testicular-torsion",
    educational: true,
    pastOnly: true,
    when: testisPain,
  },
  {
    id: "genital-swelling",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(GENITAL_OTHER) || f.says(TESTIS)) &&
      f.says(GENITAL_PAIN) &&
      !f.says(GENITAL_LONGSTANDING) &&
      !f.says(/\b(?:nappy rash|diaper rash)\b/),
  },
  {
    id: "airway-drooling",
    educational: true,
    pastOnly: true,
    when: (f) =>
      !f.says(FEEDING_CONTEXT) &&
      ((f.says(DROOL) &&
        (f.says(SWALLOW_TROUBLE) ||
          f.says(MUFFLED) ||
          f.says(LEANS_FORWARD) ||
          f.says(BREATHING_HARD))) ||
        (f.says(SWALLOW_TROUBLE) && (f.says(MUFFLED) || f.says(LEANS_FORWARD)))),
  },
  {
    id: "sore-throat-not-drinking",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(SORE_THROAT) && f.says(NOT_DRINKING),
  },
  {
    id: "wound-needs-closing",
    educational: true,
    pastOnly: true,
    when: (f) => (f.says(WOUND) && f.says(NEEDS_CLOSING)) || (f.says(BITE) && f.says(SKIN_BROKEN)),
  },
  {
    id: "limb-deformity",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(LIMB) && f.says(DEFORMED) && f.says(INJURY),
  },
  {
    id: "limb-not-used",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(INJURY) &&
      injuredLimb(f) &&
      (f.says(NOT_USING) || (f.says(LIMB) && f.says(LIMB_SWOLLEN))),
  },
  {
    id: "eye-serious-injury",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(EYE) &&
      ((f.says(EYE_CHEMICAL) && f.says(/\b(?:splash\w*|squirt\w*|spray\w*|got|went|in)\b/)) ||
        (f.says(EYE_SERIOUS) && (f.says(EYE_HURT) || f.says(INJURY)))),
  },
  {
    id: "eye-injury",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(EYE) && f.says(EYE_HURT) && f.says(EYE_SIGN),
  },
  {
    id: "ear-behind-swelling",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(BEHIND_EAR) && (f.feverReported || f.says(EAR_PAIN) || f.says(/\bstick/)),
  },
  {
    id: "ear-pain",
    educational: true,
    pastOnly: true,
    when: (f) => (f.says(EAR_PAIN) || f.says(EAR_DISCHARGE)) && !f.says(EAR_FLIGHT),
  },
];
