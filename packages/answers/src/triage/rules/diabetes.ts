import type { RedFlagRule } from "../rule.js";

/**
 * Type 1 diabetes and its emergency, diabetic ketoacidosis (diabetes-signs.md): a child drinking and
 * weeing far more than usual, and, for the emergency, now vomiting, breathing fast or drowsy.
 */

const THIRSTY =
  /\b(?:thirsty|thirst|drinking (?:\w+ ){0,2}(?:loads|lots|constantly|all the time|non ?stop|so much|a lot|more|tons|litres|gallons)|(?:constantly|always|keeps) (?:\w+ ){0,1}drinking|(?:cant|can t|cannot) get enough (?:to )?drink)\b/;
const WEEING =
  /\b(?:(?:wee|weeing|peeing|pee|urinating|wetting)\w* (?:\w+ ){0,2}(?:loads|lots|constantly|all the time|so much|a lot|more|tons|so often)|soak\w* (?:\w+ ){0,2}(?:nappies|nappy|diapers?)|(?:nappies|nappy|diapers?) (?:\w+ ){0,3}(?:soaked|soaking|heavier|heavy|full)|(?:heavier|heavy|soaked|soaking) (?:\w+ ){0,1}(?:nappies|nappy|diapers?)|wetting the bed|bed ?wetting)\b/;
/** The signs that it has become an emergency. */
const KETOACIDOSIS =
  /\b(?:vomit\w*|being sick|been sick|throwing up|threw up|sick (?:today|now|again)|breath\w* (?:\w+ ){0,2}(?:fast|quick|deep|heavy|hard|weird|funny)|(?:fast|deep|heavy) breath\w*|drowsy|sleepy|lethargic|floppy|confused|hard to wake|tummy (?:pain|ache)|stomach (?:pain|ache)|fruity|pear ?drops?|nail polish)\b/;
const THINNER_OR_TIRED = /\b(?:lost weight|losing weight|thinner|weight loss|tired|no energy)\b/;

export const diabetesRules: readonly RedFlagRule[] = [
  {
    id: "diabetic-ketoacidosis-signs",
    educational: true,
    pastOnly: true,
    when: (f) => f.says(THIRSTY) && f.says(WEEING) && f.says(KETOACIDOSIS),
  },
  {
    id: "diabetes-signs",
    educational: true,
    pastOnly: true,
    when: (f) =>
      f.says(THIRSTY) && f.says(WEEING) && f.says(THINNER_OR_TIRED) && !f.says(KETOACIDOSIS),
  },
];
