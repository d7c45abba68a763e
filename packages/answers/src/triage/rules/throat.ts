import type { RedFlagRule } from "../rule.js";
import {
  BREATHING_HARD,
  DROOL,
  FEEDING_CONTEXT,
  LEANS_FORWARD,
  MUFFLED,
  NOT_DRINKING,
  SORE_THROAT,
  SWALLOW_TROUBLE,
} from "./body-concepts.js";

const NO_COUGH =
  /\bno (?:\w+ )?cough\b|\b(?:not|isnt|hasnt been) coughing\b|\b(?:without|hasnt got|doesnt have|has no) (?:a |any )?cough\b|\bno (?:other )?cold (?:symptoms|signs)\b/;
/** Strep's fever: 39 °C (102.2 °F) or more; parents write "102" for it. */
const STREP_FEVER_C = 38.9;
/** Strep throat's other aches: "tummy ache", "headache", "stomach hurts". */
const STREP_ACHE =
  /\b(?:tummy|stomach|belly) ?(?:ache|pain|hurts|sore)\b|\b(?:sore|hurting) (?:tummy|stomach|belly)\b|\bheadache\b|\bhead hurts\b/;
/** White spots or pus seen at the back of the throat or on the tonsils. */
const THROAT_SPOTS =
  /\b(?:white|yellow|creamy|pus) (?:\w+ ){0,2}(?:spots?|patch\w*|dots?|bits?|pus)\b(?: \w+){0,5} (?:throat|tonsils?)\b|\b(?:throat|tonsils?) (?:\w+ ){0,4}(?:white|yellow|pus) (?:spots?|patch\w*|dots?|bits?)\b|\bpus on (?:his |her |their |the )?tonsils?\b/;
/** Won't eat or swallow for the pain. */
const WONT_SWALLOW =
  /\b(?:wont|won t|not|isnt|refus\w+|cant|can t) (?:\w+ ){0,2}(?:eat\w*|swallow\w*|drink\w*)\b|\b(?:hurts|painful|pain) (?:\w+ ){0,2}(?:to )?swallow\w*\b/;

/**
 * The throat: drooling with trouble swallowing (the airway), strep throat's picture and a sore
 * throat with a child who won't drink (protocol sore-throat).
 * All are void for a general question or a past episode.
 */
export const throatRules: readonly RedFlagRule[] = [
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
    // Strep throat's picture: a sore throat or tonsils with white spots or pus and a fever, or with
    // a fever, swollen glands and no cough (tf5-053): a throat test within a day.
    id: "strep-throat-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      ((f.says(SORE_THROAT) || f.says(/\btonsils?\b/)) &&
        // "sore throat, temp, swollen glands": a listed temperature is a reported one.
        (f.feverReported ||
          (f.says(/\b(?:temp|temperature|fever|feverish)\b/) &&
            !f.says(/\b(?:no|not|without) (?:a |any )?(?:temp|temperature|fever)\b/))) &&
        (f.says(
          /\b(?:white|yellow|pus|creamy) (?:\w+ ){0,2}(?:bits?|spots?|patch\w*|dots?|streaks?|pus|stuff|coating)\b(?: \w+){0,4}|\btonsils? (?:\w+ ){0,4}(?:white|pus|spots|patches)\b/,
        ) ||
          (f.says(
            /\b(?:swollen|big|lumpy|up) (?:\w+ ){0,2}glands?\b|\bglands? (?:\w+ ){0,2}(?:swollen|up|big)\b/,
          ) &&
            f.says(NO_COUGH)) ||
          // Over 3, a tummy ache or headache with the sore throat and fever and no cough (tf7-053),
          // or a fever of 39 °C / 102 °F or more and no cough: the picture of strep, not a cold.
          ((f.says(STREP_ACHE) ||
            (f.maxTemperatureC !== null && f.maxTemperatureC >= STREP_FEVER_C)) &&
            f.says(NO_COUGH) &&
            (f.ageMonths === null || f.ageMonths >= 36)))) ||
      // White spots or pus at the back of the throat with a child who won't eat or swallow for the
      // pain, even before a temperature is taken (tf7-057).
      (f.says(THROAT_SPOTS) && f.says(WONT_SWALLOW)),
  },
  {
    id: "sore-throat-not-drinking",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(SORE_THROAT) && f.says(NOT_DRINKING),
  },
];
