import type { Passage } from "../knowledge/passages.js";
import type { Facet, Intent } from "../understand/question-intent.js";

/** A count said in words ("two or three times a week") is as much a figure as one in digits. */
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|½|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|once|twice)`;
export const HAS_AMOUNT = new RegExp(
  String.raw`\b${NUMBER}\s*(?:½|\.\d+)?\s*(?:(?:to|-|–|or)\s*${NUMBER})?\s*(?:ounces?|oz|ml|millilitres?|milliliters?|litres?|liters?|l\b|cups?|hours?|hrs?|minutes?|mins?|seconds?|times|feeds?|naps?|grams?|g\b|kg|kilos?|pounds?|lbs?|tablespoons?|tbsp|teaspoons?|tsp|servings?|portions?|diapers?|nappies|°|degrees|%|days?|weeks?|inches|cm|mg)|\d\s*°|\b(?:once|twice) (?:a|per) `,
  "i",
);
export const HAS_AGE =
  /\b(?:\d+|one|two|three|four|six|nine|twelve|eighteen)\s*(?:to\s*\d+\s*)?(?:days?|weeks?|months?|years?)\b|\bnewborns?\b|\bbirthday\b|\bages?\b/i;
/**
 * A passage that opens with its verdict answers a yes/no question outright ("never…" and
 * "avoid…" open warnings beside the question as often as answers to it, so they do not count)…
 */
export const VERDICT_FIRST =
  /^(?:yes|no|it depends|usually not|not (?:before|until|usually|always|recommended|once|if))\b/i;
/** …one that holds a verdict somewhere answers it less directly. */
const YES_NO =
  /^(?:usually|most|many)\b|\b(?:safe|unsafe|avoid|do not|don t|dont|never|not recommended|recommended|fine to|ok to|okay to|can|should)\b/i;
const NORMAL =
  /\b(?:normal|common|usually|harmless|typical|many babies|most babies|expected|phase|goes away|settles?|passes)\b/i;
const WHY = /\b(?:because|so that|due to|caused?|causes|reasons?|helps?|means|since|protects?)\b/i;

/** Intents that a reply of the other kind still answers ("is it normal…" and "is it ok…"). */
export function compatibleIntents(a: Intent | null, b: Intent): boolean {
  if (a === null || a === b || a === "other" || b === "other") return true;
  const pair = new Set([a, b]);
  return (
    (pair.has("normal") && pair.has("yes-no")) ||
    (pair.has("how-to") && pair.has("what-is")) ||
    (pair.has("amount") && pair.has("timing"))
  );
}

const FACET_TEXT: Record<Facet, RegExp> = {
  frequency:
    /\b(?:\d+|one|two|three|four|five|once|twice)\s*(?:to\s*\d+\s*)?(?:times?|feeds?|naps?)?\s*(?:a|per|each)\s*(?:day|week|night)\b|\bevery\s+(?:\d|day|other|few|night)|\bdaily\b|\bonce\b|\btwice\b/i,
  // Hours and minutes are durations; days, weeks and months only after "within", "for", "up to"…
  // ("under 3 months" is an age).
  duration:
    /\b\d+(?:\.\d+)?\s*(?:to|-|–)?\s*\d*\s*(?:minutes?|mins?|hours?|hrs?)\b|\b(?:within|for|up to|lasts?|last for|about|around)\s+(?:about\s+)?(?:\d+|one|two|three|a few)\s*(?:to\s*\d+\s*)?(?:days?|weeks?|months?)\b/i,
  temperature: /°|\bdegrees\b/i,
  clock: /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\b(?:bedtime|evening)\b/i,
  quantity: HAS_AMOUNT,
  age: HAS_AGE,
};

/** Whether a passage states the kind of figure the question asks for. */
export function facetFit(text: string, facet: Facet): number {
  return FACET_TEXT[facet].test(text) ? 1 : 0;
}

/** Whether a passage holds the kind of fact the intent asks for. */
export function intentFit(passage: Pick<Passage, "text" | "kind">, intent: Intent): number {
  const text = passage.text;
  switch (intent) {
    case "amount":
      return HAS_AMOUNT.test(text) ? 1 : 0;
    case "timing":
      return HAS_AGE.test(text) ? 1 : 0;
    case "yes-no":
      return VERDICT_FIRST.test(text) || YES_NO.test(text) ? 0.5 : 0;
    case "normal":
      return NORMAL.test(text) ? 1 : 0;
    case "why":
      return WHY.test(text) ? 0.6 : 0;
    case "what-is":
    case "compare":
      return passage.kind === "lead" ? 0.6 : 0;
    default:
      return 0;
  }
}
