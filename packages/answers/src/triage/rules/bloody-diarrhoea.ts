import type { Facts } from "../facts.js";
import type { RedFlagRule } from "../rule.js";

/**
 * Diarrhoea with blood and a fever: a bacterial gut infection is likely, and the child needs a
 * stool test and to be seen today (call now), a step above blood in the stool alone.
 */
const BLOOD_IN_POO = [
  "blood|=bloody ~6 stool|diaper|diarrhea",
  "stool|diaper|diarrhea ~6 blood|=bloody",
];
/** Told of "the runs" or "it": "the runs all day with blood in it". */
const BLOOD_IN_POO_TOLD =
  /\b(?:poo\w*|stools?|diarrh\w*|runs|nappy|nappies|diapers?)\b(?: \w+){0,8} (?:blood|bloody)\b/;
/** The stools are loose or many: "runny", "watery", "6 times today". */
const LOOSE =
  /\b(?:diarrh\w*|diarrhoea|runny|loose|watery|explosive|liquid|the runs|squits)\b|\b(?:\d+|five|six|seven|eight|ten) (?:\w+ )?times (?:today|a day|since)\b/;

export const bloodyDiarrhoeaRule: RedFlagRule = {
  id: "bloody-diarrhoea-with-fever",
  educational: true,
  pastOnly: true,
  unless: ["not ~2 blood"],
  when: (f: Facts) =>
    f.feverReported && (f.hasAny(BLOOD_IN_POO) || f.says(BLOOD_IN_POO_TOLD)) && f.says(LOOSE),
};
