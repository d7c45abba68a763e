/**
 * What kind of answer a question asks for. The first paragraph of a reply must be of that kind:
 * a number for an amount, an age or time for a timing question, yes/no for a can-I question.
 */
export type Intent =
  "amount" | "timing" | "yes-no" | "normal" | "how-to" | "why" | "what-is" | "compare" | "other";

/**
 * Ordered: the first that matches wins. "Is it normal…" is asked as a yes/no question but wants to
 * hear whether it is common, so it comes before yes/no; "how long can milk stay out" is an amount.
 */
const INTENTS: ReadonlyArray<readonly [Intent, RegExp]> = [
  [
    "normal",
    // "is eczema normal in babies?", "gags with every meal. normal??" ask the same.
    /^(?:is|are) (?:\w+ ){1,4}(?:normal|common)\b|\b(?:normal|common)$|\b(?:is (?:it|this|that|she|he) (?:normal|common|ok that|okay that)|(?:is|it s|its) normal|normal (?:for|that|to|if)|is this (?:a )?(?:phase|stage)|should i (?:be )?worr(?:y|ied)|(?:am i|are we) overreacting|anything to worry|do i need to worry|common for)\b/,
  ],
  [
    "amount",
    /\b(?:how (?:much|many|long|often|far|big|heavy|tall|warm|hot|cold|high)|how many times|what (?:temp|temperature)|what amount|(?:what|which|at what) (?:number|reading|figure|level)|ounces|oz|ml|how frequently)\b/,
  ],
  [
    "timing",
    /\b(?:when (?:can|should|do|does|will|is|are|to|did)|what age|how old|how early|how soon|too (?:early|late|young|old|soon)|at what (?:age|point)|by what age|still (?:too )?(?:young|early)|right age|ready (?:for|to))\b/,
  ],
  // "how do I know if…", "how can I tell…": asks for the signs, not for steps.
  ["what-is", /\bhow (?:do|can|would|will) (?:i|we|you) (?:tell|know)\b/],
  // "what actually helps", "any remedies", "what can I give her": asks for steps, not a verdict.
  [
    "how-to",
    /\b(?:what (?:\w+ )?(?:helps?|works?)|remed(?:y|ies)|what can (?:i|we) (?:give|use|try|do)|what (?:cream|lotion|medicine|stuff) (?:do|should|can)|anything (?:i|we) can do|how (?:do|can|should) (?:i|we) (?:fix|ease|soothe|relieve|treat|handle|deal with|manage))\b/,
  ],
  [
    "yes-no",
    /\b(?:is|are) (?:it |this |that )?(?:(?:a )?real(?: thing)?|true|a thing)\b|^(?:can|could|is|are|should|do|does|did|will|would|may|must|am)\b|\b(?:can (?:i|we|you|my|he|she|babies|baby|toddlers?)|is it (?:ok|okay|safe|bad|fine|alright|dangerous|wrong|true)|are (?:\w+ )?(?:safe|ok|okay|bad)|should (?:i|we|he|she|my)|do (?:i|we) (?:need|have)|does (?:he|she|my \w+) need|safe to|ok to|okay to|allowed to)\b/,
  ],
  [
    "compare",
    /\b(?:vs|versus|difference between|better (?:than|to|for)|which is better|or (?:a|an|the)?\s?\w+ (?:better|first))\b/,
  ],
  [
    "how-to",
    /\b(?:how (?:do|can|should|would) (?:i|we|you)|how to|tips|ways to|best way|any advice|help (?:him|her|my|them|baby)|what (?:can|should|do|would) (?:i|we) do|what to do|how (?:do|can) (?:i|we) (?:get|make|stop|help))\b/,
  ],
  ["why", /\bwhy\b/],
  [
    "what-is",
    /\b(?:what (?:is|are|does|do)|what should (?:\w+ ){0,5}be|whats|what s|meaning of|signs? of|symptoms? of)\b/,
  ],
];

const WH_FRAME =
  /\b(?:how|what|which|where|who|whats)\s+(?:can|could|should|do|does|is|are|would|will)\b/;

/** The intent of a question (lower-case words, apostrophes dropped, as `words` gives them). */
export function questionIntent(question: string): Intent {
  const text = question
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  // "how can I help…", "what should he be doing": the can/should belongs to a wh-question.
  const whQuestion = WH_FRAME.test(text);
  for (const [intent, pattern] of INTENTS)
    if (pattern.test(text) && !(intent === "yes-no" && whQuestion)) return intent;
  return "other";
}

/** Who a bare age is said of: "she's 2", "my son is two", "our daughter is 3 and a half". */
const CHILD = String.raw`(?:s?he|they|(?:my|our|the) (?:little |youngest |eldest |oldest )?(?:son|daughter|child|kid|baby|boy|girl|one|lo|toddler|twins?)|\b(?:ds|dd|lo))`;
const YEAR_WORDS = "one|two|three|four|five|six";

function yearsValue(word: string): number {
  const named = ["one", "two", "three", "four", "five", "six"].indexOf(word);
  return named >= 0 ? named + 1 : Number(word);
}

/**
 * Ages in words that triage's number-based reading leaves out: "nearly one", "almost 2",
 * "toddler", "infant". Returns months, or null. An approximate word ("toddler") is context, not a
 * stated age.
 */
export function ageFromWords(question: string): { months: number; stated: boolean } | null {
  const text = question.toLowerCase();
  const near =
    /\b(?:nearly|almost|about to (?:turn|be)|turning|soon to be)\s+(one|two|three|four|five|six|[1-6])\b(?!\s*(?:months?|weeks?|days?))/.exec(
      text,
    );
  if (near) return { months: yearsValue(near[1] as string) * 12 - 0.5, stated: true };
  const plain = text.replace(/[’'`]/g, "");
  // "2 years 2 months", "1 yr and 3 mo": both parts (triage keeps the smaller, 2 months).
  const compound =
    /\b(\d)\s*(?:years?|yrs?|y)\s*(?:,\s*|and\s+)?(\d{1,2})\s*(?:months?|mos?|mths?|m)\b/.exec(
      plain,
    );
  if (compound) {
    const months = Number(compound[1]) * 12 + Number(compound[2]);
    if (Number(compound[2]) < 12 && months <= 72) return { months, stated: true };
  }
  // "2½ year old", "2 1/2 yr old": the half belongs to the years (not "1/2 year" alone).
  const halves = /\b(\d)\s*(?:½|1\/2)\s*-?\s*(?:years?|yrs?|yo|y\/o)\b/.exec(plain);
  if (halves) return { months: (Number(halves[1]) + 0.5) * 12, stated: true };
  // "she's 3", "when he is 2 and a half", "my son is two", "just turned one", "age 4": a bare
  // number after words that give a child's age is years (months and weeks are always named);
  // not the start of a figure going on ("she's 6.5kg" is her weight, not 6 years).
  const years = new RegExp(
    String.raw`\b(?:${CHILD}\s*(?:is|s|are|re)(?:\s+(?:now|just|only))?|turn(?:s|ed|ing)?|aged?)\s+(\d(?:\.5)?|${YEAR_WORDS})(\s+and a half|\s*½)?\b(?![.,]\d)(?!\s*(?:months?|mos?|mths?|m\b|weeks?|wks?|w\b|days?|d\b|ft|feet|foot|kg|lbs?|pounds?|oz|inch|ml|times|hours?|hrs?|am|pm|oclock|o clock|of\b|more|less))`,
  ).exec(plain);
  if (years) {
    const value = yearsValue(years[1] as string) + (years[2] ? 0.5 : 0);
    if (value >= 1 && value <= 6) return { months: value * 12, stated: true };
  }
  // "potty training at 2.5": a half year after "at" is an age (a whole number may be a clock time).
  const atHalf =
    /\bat (\d\.5)\b(?!\s*(?:months?|mos?|weeks?|days?|kg|lbs?|oz|ml|hours?|hrs?|am|pm|degrees|c\b|f\b))/.exec(
      plain,
    );
  if (atHalf) {
    const value = Number(atHalf[1]);
    if (value >= 1 && value <= 6) return { months: value * 12, stated: true };
  }
  if (/\b(?:toddlers?)\b/.test(text)) return { months: 18, stated: false };
  // "Preschooler" names a stage of 3 to 5 years, as "toddler" one of 1 to 3.
  if (/\bpre-?school(?:ers?|-age| age)\b/.test(text)) return { months: 48, stated: false };
  return null;
}

/**
 * What kind of figure an amount or timing question asks for. "How often should I bathe her" and
 * "how warm should her bath be" are both amount questions about baths; only one figure answers
 * each, so a quick answer written for the other is a neighbouring question, not this one.
 */
export type Facet = "frequency" | "duration" | "temperature" | "clock" | "quantity" | "age";

const FACETS: ReadonlyArray<readonly [Facet, RegExp]> = [
  ["frequency", /\b(?:how often|how many times|how frequently|every how)\b/],
  [
    "temperature",
    /\b(?:how (?:hot|warm|cold)|what (?:temp|temperature)|temperature should|degrees)\b/,
  ],
  // "what number counts as a fever", "how high does a temperature have to be": the threshold.
  [
    "temperature",
    /\b(?:(?:what|which|at what) (?:number|reading|figure|level)|how high)\b(?=.*\b(?:fever|temp|temperature)\b)/,
  ],
  // A reading ("is 99.5 a fever?", "temp 37.2 is that normal") is answered by the threshold.
  [
    "temperature",
    /\b(?:3[5-9]|4[0-2]|9[5-9]|10[0-7])(?: \d)?\b(?=.*\b(?:fever|temp|temperature)\b)|\b(?:fever|temp|temperature)\b.*\b(?:3[5-9]|4[0-2]|9[5-9]|10[0-7])(?: \d)?\b/,
  ],
  ["clock", /\b(?:what time|bedtime|wake(?: up)? time)\b/],
  // "How much sleep", "how much screen time" ask for hours, not a quantity.
  [
    "duration",
    /\b(?:how long|how many (?:hours|minutes|days|weeks|months)|how much (?:sleep|time|\w+ time))\b/,
  ],
  [
    "age",
    /\b(?:when (?:can|should|do|does|will|is|are|to|did)|what age|how old|too (?:early|young|late|old))\b/,
  ],
  [
    "quantity",
    /\b(?:how (?:much|many|deep|big|far|heavy)|what amount|(?:what|which) (?:number|figure)|ounces|oz|ml)\b/,
  ],
];

/** The figure an amount or timing question asks for, or null for other questions. */
export function questionFacet(question: string): Facet | null {
  const text = question
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ");
  for (const [facet, pattern] of FACETS) if (pattern.test(text)) return facet;
  return null;
}
