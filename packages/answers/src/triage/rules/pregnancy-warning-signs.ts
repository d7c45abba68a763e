import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";
import { AFTER_BIRTH, mastitisSigns, PARTNER, WATERS } from "./pregnancy.js";

/**
 * The pregnant parent's own warning signs beyond movements, bleeding, the cord and pre-eclampsia
 * (pregnancy.ts): waters that break early or stained, severe tummy pain, a fever, a fit. They are
 * the mother's, so they count only when the message names no child of hers with their own age or
 * word ("my 2 year old", "my son"): a toddler's fever told by a pregnant mother stays the child's.
 */

/** A child of the family named: the signs may be theirs. */
export const CHILD_NAMED =
  /\b(?:son|sons|daughter|daughters|toddler|boy|girl|kid|kids|child|children|newborn|infant|lo|ds|dd|\d+ ?(?:years?|yrs?|months?|mos?|weeks?|wks?|days?) old|\d+ ?(?:yo|y o|mo|m o)|(?:1|2|3|4|5) ?(?:and a half )?(?:year|yr))\b/;
/**
 * Pregnancy said outright ("pregnant", "expecting", "weeks along", "30 weeks with my 2nd"), or a
 * week of pregnancy beside a word of pregnancy (the bump, kicks, the midwife, the waters). A
 * baby's age in weeks ("my baby is 24 weeks") or "kicking" in a tantrum is not a pregnancy.
 */
const PREGNANT_SAID =
  /\bpregnan\w*|\bexpecting\b|\bweeks? along\b|\bwith (?:my|our|her) (?:2nd|second|3rd|third|4th|fourth|first|1st)\b(?! (?:child|kid|baby|son|daughter|one) (?:is|has|was))/;
const PREGNANCY_WEEK = /\b(?:1\d|2\d|3\d|4[0-2]) ?(?:weeks?|wks?|w)\b(?! old)/;
const PREGNANCY_WORD =
  /\b(?:bump|kicks?|movements?|midwife|ob|obgyn|due date|due in|labou?r|waters|contractions?|placenta|antenatal|maternity|womb|f(?:o)?etal)\b/;
export const isPregnant = (f: Facts) =>
  f.says(PREGNANT_SAID) || (f.says(PREGNANCY_WEEK) && f.says(PREGNANCY_WORD));

/** With one of her own signs already found, a week of pregnancy is enough ("36 weeks, he hasn't moved"). */
export const pregnancyTold = (f: Facts) => isPregnant(f) || f.says(PREGNANCY_WEEK);

/** The mother is the subject: the parent writing, or a partner named as pregnant. */
const pregnantParent = (f: Facts) => isPregnant(f) && !f.says(CHILD_NAMED);

/** "32 weeks", "at 35w": the week of pregnancy, if told. */
function pregnancyWeek(f: Facts): number | null {
  const m = /\b([1-4]\d) ?(?:weeks?|wks?|w)\b(?! old)/.exec(f.text.toLowerCase());
  return m ? Number(m[1]) : null;
}

/** Fluid leaking or gushing: another way of telling the waters going. */
const LEAKING =
  /\bleak\w* (?:\w+ ){0,2}(?:fluid|water|liquid)\b|\b(?:fluid|water|liquid) (?:\w+ ){0,3}(?:leak\w*|trickl\w*|gush\w*|pouring)\b|\b(?:trickle|gush) of (?:\w+ )?(?:fluid|water|liquid)\b/;
/** How and when it will happen, asked ahead ("how will I know if my waters have broken"). */
const WATERS_ASKED =
  /\b(?:how (?:will|do|would|can|could) (?:i|you) (?:know|tell)|what (?:happens|to do|should i do) (?:when|if)|if (?:my|her) waters|when (?:my|her) waters|in case)\b|\bwith (?:my|her) (?:first|last|eldest|1st|previous|other|son|daughter)\b|\blast (?:time|pregnancy)\b/;
/** Green, brown, bloody or smelly waters: the baby may be distressed or there is an infection. */
const STAINED =
  /\b(?:green\w*|brown\w*|bloody|blood|red|pink and (?:\w+ )?heavy|smell\w*|stink\w*|murky|dark|yellow\w*)\b/;

/** Severe or unrelenting pain in the tummy or bump (labour contractions are another matter). */
const SEVERE_BELLY =
  /\b(?:severe|really bad|very bad|bad|terrible|awful|agonising|agonizing|excruciating|unbearable|constant|sharp|intense|horrendous|crippling|stabbing|worst|sudden)\b (?:\w+ ){0,3}(?:tummy|stomach|belly|abdominal|abdomen|bump|pelvic|side)s? ?(?:pains?|ache|aches|cramps?|cramping)\b|\b(?:tummy|stomach|belly|bump|abdomen)\b (?:\w+ ){0,3}(?:agony|killing me|really hurts|hurts so|hurts really|so painful|really painful|wont stop hurting|won t stop hurting)\b|\b(?:pain|ache|cramps?) (?:\w+ ){0,2}(?:tummy|stomach|belly|bump)\b (?:\w+ ){0,4}(?:wont go|won t go|not going|isnt going|getting worse|constant|all day|for hours|doubled over|cant stand|can t stand)\b|\bdoubled over\b/;
const LABOUR = /\b(?:contractions?|braxton|labou?r|surges?|tightenings?|round ligament)\b/;

const FEVER_WORDS =
  /\b(?:fever\w*|high (?:temp|temperature)|temp of|temperature of|burning up|shiver\w*|rigors|chills)\b/;
/** "Throws a fit", "had a fit about leaving the park": a tantrum. */
const TANTRUM =
  /\b(?:throw\w*|threw|pitch\w*|pitched|having|had|has) (?:a |an )?(?:\w+ )?(?:hissy )?fits? (?:about|over|when|every|because|if|whenever)\b|\b(?:hissy|screaming) fits?\b|\bthrows? (?:a )?fit\b|\btantrum\w*/;
const FIT =
  /\b(?:fit|fits|fitted|fitting|seizure\w*|convuls\w*|shaking all over and (?:not|wont|won t) respond\w*)\b/;

/** Unwell with it: a fever of 38 °C (100.4 °F) or more, chills, shivers, feeling fluey. */
const SYSTEMIC =
  /\b(?:chills|shiver\w*|shaking|rigors|flu|fluey|flu like|achy all over|aching all over|fever\w*|high temp\w*|burning up)\b|\b(?:temp|temperature|temps)\b(?: \w+){0,2} (?:3[89]|4[01]|10[0-5])(?:\.\d)?\b/;

export const pregnancyWarningRules: readonly RedFlagRule[] = [
  {
    // Mastitis with a fever or chills: antibiotics may be needed the same day (call now).
    id: "mastitis-unwell",
    educational: true,
    pastOnly: true,
    when: (f) =>
      mastitisSigns(f) &&
      !f.has("not ~2 fever") &&
      ((f.maxTemperatureC !== null && f.maxTemperatureC >= 38) || f.says(SYSTEMIC)),
  },
  {
    id: "fit-in-pregnancy",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (isPregnant(f) || f.says(AFTER_BIRTH)) &&
      f.says(FIT) &&
      !f.says(TANTRUM) &&
      (!f.says(CHILD_NAMED) || f.says(PARTNER)),
  },
  {
    id: "waters-broken-early-or-stained",
    educational: true,
    pastOnly: true,
    when: (f) => {
      if (!(f.says(WATERS) || (isPregnant(f) && f.says(LEAKING))) || f.says(WATERS_ASKED))
        return false;
      const week = pregnancyWeek(f);
      return f.says(STAINED) || (week !== null && week >= 20 && week < 37);
    },
  },
  {
    id: "waters-broken",
    educational: true,
    pastOnly: true,
    when: (f) => (f.says(WATERS) || (isPregnant(f) && f.says(LEAKING))) && !f.says(WATERS_ASKED),
  },
  {
    id: "severe-tummy-pain-in-pregnancy",
    educational: true,
    pastOnly: true,
    when: (f) => pregnantParent(f) && f.says(SEVERE_BELLY) && !f.says(LABOUR),
  },
  {
    id: "fever-in-pregnancy",
    educational: true,
    pastOnly: true,
    when: (f) =>
      pregnantParent(f) &&
      ((f.maxTemperatureC !== null && f.maxTemperatureC >= 38) ||
        (f.feverReported && f.says(FEVER_WORDS))),
  },
];
