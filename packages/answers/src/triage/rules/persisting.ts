import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

const WORSENING =
  /\b(?:getting worse|got worse|gets worse|gone worse|worse and worse|worse (?:every|each) day|worse than (?:yesterday|before)|not getting better|no better|(?:still|isnt|is not) (?:any )?(?:better|improving)|not (?:any )?better|isnt getting better|not improving|isnt improving|hasnt improved|not clearing|wont clear|spreading)\b/;
const SYMPTOM =
  /\b(?:rash\w*|cough\w*|diarrh\w*|vomit\w*|sick|ear\w*|eczema|spots?|temperature|temp|fever|cold|runny nose|snot\w*|wheez\w*|pain|sore|swelling|swollen|discharge|conjunctivitis|eyes?|lump|limp\w*|bump)\b/;
const DIARRHOEA = /\b(?:diarrh\w*|(?:runny|watery|loose) (?:poos?|poops?|stools?|nappies))\b/;
const VOMITING = /\b(?:vomit\w*|throwing up|threw up|being sick|been sick)\b/;
const COUGH = /\bcough\w*\b/;
const COLD = /\b(?:a cold|colds?|runny nose|snotty|snot|blocked nose|stuffy nose|congest\w*)\b/;

const DAY = 24;
const lastedAtLeast = (f: Facts, hours: number) =>
  f.maxDurationHours !== null && f.maxDurationHours >= hours;

/**
 * Symptoms that have gone on too long or keep getting worse (protocol persisting-symptoms): the
 * "call the doctor today" level, however ordinary the symptom, so a week of diarrhoea is not
 * answered as routine home care. Durations follow the usual course of each illness.
 */
export const persistingRules: readonly RedFlagRule[] = [
  {
    id: "symptom-not-improving",
    educational: true,
    pastOnly: true,
    when: (f) =>
      (f.says(WORSENING) && f.says(SYMPTOM) && lastedAtLeast(f, 2 * DAY)) ||
      (f.says(DIARRHOEA) && lastedAtLeast(f, 7 * DAY)) ||
      (f.says(VOMITING) &&
        lastedAtLeast(f, f.ageMonths !== null && f.ageMonths < 12 ? DAY : 2 * DAY)) ||
      (f.says(COUGH) && lastedAtLeast(f, 21 * DAY)) ||
      (f.says(COLD) && !f.says(/\bcold (?:hands|feet|room)\b/) && lastedAtLeast(f, 10 * DAY)),
  },
];
