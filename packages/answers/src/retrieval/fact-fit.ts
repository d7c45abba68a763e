import type { Passage } from "../knowledge/passages.js";
import type { Facet, Intent } from "../understand/question-intent.js";

/** A count said in words ("two or three times a week") is as much a figure as one in digits. */
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|½|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several|once|twice)`;
const RANGE = String.raw`${NUMBER}\s*(?:½|\.\d+)?\s*(?:(?:to|-|–|or)\s*${NUMBER})?`;
/** Things counted: "6 wet diapers", "3 meals and 2 snacks", "50 words". */
const COUNTED = String.raw`diapers?|nappies|nappy|meals?|snacks?|feeds?|naps?|words?|bottles?|cups?|servings?|portions?|poos?|stools?|times`;
/** Doses of vitamins and caffeine count too: "400 IU", "10 micrograms", "400 mcg", "200 milligrams". */
const MEASURED = String.raw`ounces?|oz|ml|millilitres?|milliliters?|litres?|liters?|l\b|grams?|g\b|kg|kilos?|pounds?|lbs?|tablespoons?|tbsp|teaspoons?|tsp|°|degrees|inches|cm|mg|milligrams?|micrograms?|mcg|µg|IU\b|international units?`;
const LENGTHS = String.raw`hours?|hrs?|minutes?|mins?|seconds?|days?|weeks?`;
/**
 * "at least 6 wet diapers", "6 or more heavy, wet nappies": a few describing words may come
 * between ("one of the first words" counts nothing).
 */
const COUNT_WITH_WORDS = String.raw`\b${RANGE}(?:\s+or more)?(?:\s+(?!(?:of|the|a|an|and|or|in|to|at|by|for|with|from|his|her|their|your|including|per|each|every|hours?|days?|weeks?|months?|years?|minutes?)\b)[a-z]+,?){1,3}\s+(?:${COUNTED})\b`;
const AMOUNT = (units: string) =>
  new RegExp(
    String.raw`\b${RANGE}\s*(?:${units})|${COUNT_WITH_WORDS}|\d\s*°|\b(?:once|twice) (?:a|per) `,
    "i",
  );
export const HAS_AMOUNT = AMOUNT(`${COUNTED}|${MEASURED}|${LENGTHS}`);
/**
 * A quantity ("how many nappies", "how much milk") is counted or measured: "after about 6 weeks"
 * or "for 2 days" is an age or a length, not the figure asked.
 */
const HAS_QUANTITY = AMOUNT(`${COUNTED}|${MEASURED}`);
/** An age: "6 months", "children under 6", "age 2" (not "age-appropriate", which names none). */
export const HAS_AGE =
  /\b(?:\d+|one|two|three|four|six|nine|twelve|eighteen)\s*(?:to\s*\d+\s*)?(?:days?|weeks?|months?|years?)\b|\b(?:under|younger than|older than|over|until|before) (?:age |the age of )?(?:[1-9]|one|two|three|four|five|six)\b(?!\s*(?:%|°|degrees|ml|oz|kg|lbs?|pounds|hours|minutes|times))|\bnewborns?\b|\bbirthday\b|\bages?\b(?!-)/i;
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
/**
 * Steps: a passage that tells the parent what to do, in the imperative at its start or after a
 * colon ("Simple relief works best: rub the gums…"), answers a how-to or what-helps question. A
 * warning ("avoid…", "never…") says what not to do: it answers "is it safe", not "what helps".
 */
const STEPS =
  /(?:^|[:;]\s*)(?:try|offer|use|give|keep|rub|hold|put|let|lay|place|make|start|stop|wash|clean|dress|feed|check|bring|take|stay|talk|read|sing|set|follow|change|cut|file|trim|apply|moisturi[sz]e|gently|pat|burp|wipe|wait|watch|limit|plan|practi[cs]e|choose|pick|get|tell|say|praise|ignore|distract|remove|store|warm|cool|bathe|comfort|cuddle|encourage|respond|aim|build|cut down|swap|add|serve|mash|go|leave|sit|show|help)\b/i;
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

/**
 * A quick answer asking what a thing is ("What is cradle cap?", "What are night terrors?") defines
 * it: a what-to-do question about the thing is answered by another of its quick answers, though
 * "what is the best thing for…" and "how do I know if…" share its intent.
 */
const DEFINITION =
  /^what (?:is|are) (?:an? |the )?(?!best|right|safest|good|normal)[\w'’-]+(?: [\w'’-]+){0,2}\?$/i;

export function asksDefinition(question: string | null): boolean {
  return question !== null && DEFINITION.test(question.trim());
}

const FACET_TEXT: Record<Facet, RegExp> = {
  // "2 to 3 times a day", "two or three washes a week", "once a night".
  frequency:
    /\b(?:\d+|one|two|three|four|five|six|once|twice)(?:\s*(?:to|or|-|–)\s*(?:\d+|two|three|four|five|six))?(?:\s+[a-z]+)?\s+(?:a|per|each|every)\s+(?:day|week|night|month)\b|\bevery\s+(?:\d|day|other|few|night)|\bdaily\b|\bonce\b|\btwice\b/i,
  // Hours and minutes are durations; days, weeks and months only after "within", "for", "up to"…
  // ("under 3 months" and "around 4 months" are ages). A length said in words ("a week or two",
  // "two or three days") is one too: without it a cold's own "how long" answer lost to cold sores'.
  duration:
    /\b\d+(?:\.\d+)?\s*(?:to|-|–)?\s*\d*\s*(?:minutes?|mins?|hours?|hrs?)\b|\b(?:within|for|up to|lasts?|last for|takes?)\s+(?:about\s+|around\s+)?(?:\d+|one|two|three|four|five|six|a few|a couple of|several|many)\s*(?:to\s*\d+\s*)?(?:days?|weeks?|months?)\b|\b(?:several|a few|a couple of) (?:minutes|hours|days|weeks|months)\b|\b(?:a|an) (?:minute|hour|day|week|month) or (?:two|so)\b|\b(?:a|one|two|three) or (?:two|three|four) (?:days|weeks|months)\b/i,
  temperature: /°|\bdegrees\b/i,
  clock: /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\b(?:bedtime|evening)\b/i,
  quantity: HAS_QUANTITY,
  age: HAS_AGE,
};

/** Whether a passage states the kind of figure the question asks for. */
export function facetFit(text: string, facet: Facet): number {
  return FACET_TEXT[facet].test(text) ? 1 : 0;
}

/**
 * Whether a passage holds the kind of fact the intent asks for. With a facet, an amount or timing
 * question wants that figure: "how often…" is not answered by "within 1 to 3 weeks".
 */
export function intentFit(
  passage: Pick<Passage, "text" | "kind">,
  intent: Intent,
  facet: Facet | null = null,
): number {
  const text = passage.text;
  switch (intent) {
    case "amount":
    case "timing":
      if (facet) return facetFit(text, facet);
      return (intent === "amount" ? HAS_AMOUNT : HAS_AGE).test(text) ? 1 : 0;
    case "how-to":
      return STEPS.test(text.replace(/[’'`]/g, " ")) ? 0.7 : 0;
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
