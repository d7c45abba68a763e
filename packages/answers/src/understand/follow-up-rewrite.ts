import { NUMBER_WORDS } from "../knowledge/passages.js";
import { ageFromWords } from "./question-intent.js";

/**
 * A second turn that changes one thing of the question before it ("and at 3?", "what if she's on
 * formula?", "and in the UK?", "even at night?", "what about a glass of wine?", "how often can I
 * give it?") asks that question again for the changed case. Searched with the earlier topic and
 * its own few words, the earlier subject wins and the change is lost; so the turn is rewritten into
 * the question it means: the earlier question with that slot replaced (or added), which is then
 * searched and answered like any full question. A turn that brings a subject of its own is left
 * alone. Words only: no advice lives here.
 */

/** What a follow-up may change of the question before it. */
export type Slot = "age" | "child" | "feeding" | "region" | "time" | "object" | "frame";

export interface RewrittenQuestion {
  /** The earlier question with the change made: what this turn asks. */
  question: string;
  /** What the turn changed. */
  slots: Slot[];
  /** The age in months the turn itself names, when it changed the age. */
  ageMonths: number | null;
  /** The words the change put into the question ("formula fed", "in the UK", "wine"). */
  changed: string[];
}

/** Openings that lean on the question before ("and at 3?", "what about…", "even at night?"). */
const OPENING =
  /^(?:(?:and|but|so|ok(?:ay)?|also|or)\s+)?(?:what about|how about|what if|what abt|same (?:for|with|at)|and|but|even|also|or|plus|then|ok(?:ay)?|does (?:it|that|this) (?:apply|change|work)|is (?:it|that) (?:the same|different))\b[\s,]*/;

// ---- age -----------------------------------------------------------------------------------

const NUM = String.raw`(\d{1,2}(?:\.5)?|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = String.raw`(months?|mos?|mths?|m|weeks?|wks?|w|years?|yrs?|yo|y\/o|y)`;
/** "6 month old", "6mo", "a 3 yo", "2-year-old", "12 months", "18m". */
const AGE_PHRASE = new RegExp(
  String.raw`\b${NUM}\s*-?\s*${UNIT}(?:\s*-?\s*olds?)?\b(?!\s*(?:ago|pregnant|postpartum|post|after|since|early|premature|prem|gestation|preterm))`,
);
/** "at 3", "when she's 2", "once he's 10", "turning 4": a bare number after words giving an age. */
const BARE_AGE = new RegExp(
  String.raw`\b(?:at|when (?:s?he|they|it)(?: i|')?s|when (?:s?he|they) (?:is|are|turns?|gets? to)|once (?:s?he|they)(?: i|')?s|once (?:s?he|they) (?:is|are|turns?)|by|turning|turns|age|aged)\s+${NUM}\b(?!\s*(?:${UNIT.slice(1, -1)}|am|pm|o ?clock|oz|ml|kg|lbs?|hours?|hrs?|times|meals|naps?|feeds?|bottles?|cups?|degrees|weeks?|days?)\b)`,
);
/** A stage named instead of an age ("and my baby?", "what about a newborn?"). */
const STAGE =
  /\b(newborns?|new born|(?:young |little )?babies|(?:young |little )?baby|infants?|toddlers?|preschoolers?|school ?age(?:d)? (?:child|kid)s?|older (?:child|kid|sibling)s?)\b/;
/**
 * A stage said of someone else's child or of a sibling ("his two baby brothers' car seats", "her
 * toddler sister", "their baby"): the circumstance of the asked child, not another child asked about.
 */
const SIBLING_AFTER = /^\s*(?:brothers?|sisters?|siblings?|cousins?|twins?)\b/;
const OWNER_BEFORE =
  /\b(?:his|her|their)\s+(?:(?:\w+ )?(?:little|younger|new|big|older) |(?:two|three|2|3) )?$/;

function ofAnother(turn: string, at: number, stage: string): boolean {
  return SIBLING_AFTER.test(turn.slice(at + stage.length)) || OWNER_BEFORE.test(turn.slice(0, at));
}

/** Where the earlier question names the child: an age or a stage, to be replaced. */
const CHILD_NOUN = /\b(?:child|kid|son|daughter|lo|little one)\b/;
const CHILD_IN_QUESTION = new RegExp(`${AGE_PHRASE.source}|${STAGE.source}|${CHILD_NOUN.source}`);

function numberOf(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

function unitOf(unit: string): "month" | "week" | "year" {
  if (/^(?:w|wks?|weeks?)$/.test(unit)) return "week";
  if (/^(?:y|yrs?|years?|yo|y\/o)$/.test(unit)) return "year";
  return "month";
}

function months(n: number, unit: "month" | "week" | "year"): number {
  return unit === "year" ? n * 12 : unit === "week" ? n / 4.35 : n;
}

/** The unit the earlier question gave its age in, if any. */
function earlierUnit(previous: string): "month" | "week" | "year" | null {
  const m = AGE_PHRASE.exec(previous);
  return m ? unitOf(m[2] as string) : null;
}

/** The earlier question's age in months, when it gave one in figures ("at 18 months"). */
function earlierMonths(previous: string): number | null {
  const m = AGE_PHRASE.exec(previous);
  return m ? months(numberOf(m[1] as string), unitOf(m[2] as string)) : null;
}

/**
 * The unit of a bare "and at 3?": the earlier question's, except that a toddler's age given in
 * months ("at 18 months") is followed by a smaller bare number in years ("and at 3?" is 3 years),
 * since no parent steps back from a toddler to a 3-month-old with a bare figure.
 */
function bareUnit(n: number, previous: string): "month" | "week" | "year" {
  const unit = earlierUnit(previous);
  if (!unit) return n <= 6 ? "year" : "month";
  const before = earlierMonths(previous);
  if (unit === "month" && before !== null && before >= 12 && n <= 6 && n < before) return "year";
  return unit;
}

interface AgeChange {
  /** How the turn names the age, as a noun phrase ("10 month old", "3 year old", "newborn"). */
  phrase: string;
  months: number | null;
  /** The words of the turn it came from, to be left out of what else the turn adds. */
  said: string;
}

function ageChange(turn: string, previous: string): AgeChange | null {
  const under = /\b(under|over|younger than|older than|before|after)\s+$/;
  const phrase = AGE_PHRASE.exec(turn);
  // "what if it's been 2 months?", "for 3 weeks": a time that has passed, not the child's age.
  const lasting =
    /\b(?:born(?: at)?|been|for|after|past|last|within|in|over|every|takes?|lasts?|lasted|since)\s+(?:about |around |nearly |almost |over |under )?$/;
  if (
    phrase &&
    !under.test(turn.slice(0, phrase.index)) &&
    lasting.test(turn.slice(0, phrase.index))
  )
    return null;
  if (phrase) {
    const unit = unitOf(phrase[2] as string);
    const n = numberOf(phrase[1] as string);
    const before = turn.slice(0, phrase.index);
    const bound = under.exec(before)?.[1];
    const noun = `${phrase[1]} ${unit}${bound ? "s" : " old"}`;
    return {
      phrase: bound ? `baby ${bound} ${noun}` : noun,
      months: months(n, unit),
      said: bound ? `${bound} ${phrase[0]}` : phrase[0],
    };
  }
  // "when she's 2", "once he turns one": a bare number after words giving a child's age is years.
  const worded = ageFromWords(turn);
  if (worded?.stated) {
    const m = worded.months;
    const phrase = m % 12 === 0 ? `${m / 12} year old` : `${m} month old`;
    return { phrase, months: m, said: BARE_AGE.exec(turn)?.[0] ?? "" };
  }
  const bare = BARE_AGE.exec(turn);
  if (bare) {
    const n = numberOf(bare[1] as string);
    // "and at 3?" after "a 1 year old" is 3 years; after "a 6 month old", "and at 9?" is 9 months.
    const unit = bareUnit(n, previous);
    if (unit === "year" && n > 6) return null;
    return { phrase: `${bare[1]} ${unit} old`, months: months(n, unit), said: bare[0] };
  }
  const stage = STAGE.exec(turn);
  // "what if the baby is on formula?" names the child, not another one.
  const same = (word: string) => previous.includes(word.replace(/s$/, "").replace(/ie$/, "y"));
  if (
    stage &&
    CHILD_IN_QUESTION.test(previous) &&
    !same(stage[1] as string) &&
    !ofAnother(turn, stage.index, stage[0])
  )
    return { phrase: stage[1] as string, months: null, said: stage[0] };
  return null;
}

// ---- feeding, region, time -----------------------------------------------------------------

const FEEDING: ReadonlyArray<readonly [RegExp, string, string]> = [
  [
    /\b(?:(?:combination|combi|mixed)[- ]?(?:fed|feeding)|(?:both )?breast(?: milk)? and (?:formula|bottle))\b/,
    "combination fed",
    "combination feeding",
  ],
  [
    /\b(?:(?:on |using |having |uses |gets |drinks |takes )?formula(?:[- ]?(?:fed|feeding|milk))?|bottle[- ]?(?:fed|feeding)|(?:on|uses) (?:the )?bottles?)\b/,
    "formula fed",
    "formula feeding",
  ],
  [
    /\b(?:(?:exclusively |only )?breast[- ]?(?:fed|feeding|feeds?)|(?:on |having |only )?breast ?milk|nursing|(?:on )?the breast|expressing|pumping)\b/,
    "breastfed",
    "breastfeeding",
  ],
];
const FEEDING_IN_QUESTION =
  /\b(?:(?:exclusively |only )?(?:breast|formula|bottle|combination|combi|mixed)[- ]?(?:fed|feeding|feeds?)|breastfed|breastfeeding|nursing|on formula|formula|breast ?milk)\b/;

const REGION: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:the )?(?:uk|u\.k\.?|britain|great britain|england|scotland|wales|northern ireland)\b/,
    "in the UK",
  ],
  [/\b(?:the (?:us|u\.s\.?|usa|states)|usa|u\.s\.a?\.?|america|united states)\b/, "in the US"],
  [/\b(?:canada)\b/, "in Canada"],
  [/\b(?:australia)\b/, "in Australia"],
  [/\b(?:ireland|new zealand|nz)\b/, "in $&"],
];
const REGION_IN_QUESTION =
  /\b(?:in |for )?(?:the )?(?:uk|u\.k\.?|britain|england|scotland|wales|us|u\.s\.?|usa|states|america|united states|canada|australia|ireland|new zealand|nz)\b/;

const TIME: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:at night|in the night|during the night|overnight|night ?time|nighttime|at bedtime|night feeds?|in the middle of the night|through the night|nights)\b/,
    "at night",
  ],
  [/\b(?:during the day|in the day(?:time)?|day ?time|daytime|days)\b/, "during the day"],
  [/\b(?:for naps?|at nap ?times?|during naps?|naps?)\b/, "for naps"],
  [/\b(?:in the morning|mornings?)\b/, "in the morning"],
  [/\b(?:in the evening|evenings?)\b/, "in the evening"],
];
const TIME_IN_QUESTION =
  /\b(?:at night|in the night|during the night|overnight|at bedtime|during the day|in the day(?:time)?|for naps?|during naps?|in the morning|in the evening)\b/;

// ---- things of one kind ----------------------------------------------------------------------

/**
 * Things a follow-up swaps for the one asked about ("what about a glass of wine?" after coffee,
 * "and in the pram?" after the cot): words of one kind, the earlier one replaced by the new.
 */
const KINDS: readonly (readonly string[])[] = [
  "coffee|tea|caffeine|energy drinks?|cola|coke|green tea|decaf|wine|a glass of wine|glass of wine|beer|a beer|alcohol|a drink|drinks|gin|vodka|prosecco|champagne|cocktails?|spirits|cannabis|weed|vaping|vape|smoking|cigarettes?".split(
    "|",
  ),
  "car seats?|booster(?: seats?)?|high ?backed booster|backless booster|capsule|infant carrier".split(
    "|",
  ),
  "cots?|cribs?|bassinets?|moses baskets?|next ?to ?me|side ?car|prams?|strollers?|buggy|buggies|pushchairs?|swings?|bouncers?|rockers?|slings?|carriers?|sofas?|couch|our bed|my bed|the bed|a bed|bed|travel cots?|pack ?n ?play|playpens?|hammocks?|sleep ?pods?|baby ?nests?|dock ?a ?tot|sleepyhead|car".split(
    "|",
  ),
  "calpol|paracetamol|acetaminophen|tylenol|ibuprofen|nurofen|motrin|advil|aspirin|co-?codamol|codeine|tramadol|piriton|antihistamines?|benadryl|zyrtec|cetirizine|loratadine|claritin|gripe water|infacol|gaviscon|antibiotics?|amoxicillin|sudafed|pseudoephedrine|phenylephrine|decongestants?|lemsip|night nurse|cough syrup|cough medicine|cough mixture|nasal sprays?|throat lozenges?|strepsils".split(
    "|",
  ),
  "honey|eggs?|peanuts?|peanut butter|nuts|tree nuts|fish|tuna|shellfish|prawns|cows? milk|oat milk|almond milk|soya milk|goats? milk|cheese|yogh?urt|strawberries|grapes|blueberries|popcorn|salt|sugar|juice|squash|water|rice|rice cakes|raisins|bread|chocolate|sweets|crisps".split(
    "|",
  ),
  "baths?|bath ?tub|showers?|pools?|swimming pools?|the sea|sea|beach|hot tub|jacuzzi|paddling pool|lake".split(
    "|",
  ),
  "fridge|freezer|room temperature|cool bag|cooler bag|ice packs?".split("|"),
  "planes?|flights?|flying|trains?|road trips?|long drives?|long car journeys?|ferry|holidays?".split(
    "|",
  ),
  "dishwashers?|sterili[sz]ers?|microwave sterili[sz]ers?|boiling|steam|cold water sterili[sz]ing|milton|sterili[sz]ing tablets".split(
    "|",
  ),
  "tv|television|ipads?|tablets?|phones?|youtube|video calls?|facetime|cartoons|video games|screens?".split(
    "|",
  ),
  "dummy|dummies|pacifiers?|soothers?|thumb|blankets?|comforters?|teddy|soft toys?|pillows?|bumpers?|sleeping bags?|swaddles?|swaddling".split(
    "|",
  ),
  "nursery|daycare|childminder|preschool|school|grandparents|grandma|granny|nanny|babysitter".split(
    "|",
  ),
  "sun ?cream|sunscreen|sunblock|insect repellent|bug spray|deet|moisturi[sz]er|vaseline|nappy cream|diaper cream|baby oil|olive oil|coconut oil|bubble bath|shampoo|soap".split(
    "|",
  ),
];
// Longest first: "peanut butter" before "peanut".
const KIND_PATTERNS = KINDS.map(
  (words) =>
    new RegExp(
      String.raw`\b(?:${[...words].sort((a, b) => b.length - a.length).join("|")})\b`,
      "g",
    ),
);
/** A thing with the words that place it ("in the fridge", "at room temperature"). */
function placed(text: string, thing: string): RegExpExecArray | null {
  return new RegExp(
    String.raw`\b(?:in|on|at|with|while|during|for|from|by)\s+(?:(?:a|an|the|my|our|her|his|their)\s+)?${thing}\b`,
  ).exec(text);
}

/** The kind and words of the first thing of a known kind a text names. */
export function thingIn(text: string): { kind: number; said: string } | null {
  let found: { kind: number; said: string; at: number } | null = null;
  KIND_PATTERNS.forEach((re, kind) => {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      if (!found || m.index < found.at || (m.index === found.at && m[0].length > found.said.length))
        found = { kind, said: m[0], at: m.index };
    }
  });
  return found;
}

// ---- the question's frame ------------------------------------------------------------------

/** A turn that only asks for another figure of the same thing ("how often can I give it?"). */
const FRAME_ONLY =
  /^(?:(?:and|but|so|ok(?:ay)?)\s+)?(how often|how many times|how frequently|how much|how many|how far apart|what dose|what amount)\b(.*)$/;
/** Words a frame-only turn may hold besides its frame and a word pointing back. */
const FRAME_FILLER = new Set(
  "i we you can could should do does is are will would may might give have take use it that this them those these they he she him her my our a an the of for to in on per day a day each every time times too much many more is ok okay safe max maximum most least usually need needs needed does do last it s its should be each one one day night in 24 hours hrs h again repeat top up apart between doses dose".split(
    " ",
  ),
);
/** The earlier question's own frame, left out when its subject goes into a frame-only turn. */
const QUESTION_FRAME =
  /^(?:(?:and|but|so|ok(?:ay)?)\s+)?(?:how (?:much|many|often|long|soon|do|does|can|should)|what(?:'s| is| are)?(?: the)?(?: right| best| usual)?(?: dose| amount| age)?(?: of)?|when|which|is it (?:ok|okay|safe|fine|normal|alright|bad)(?: to| for)?|is|are|can|could|should|do|does|will|would)\b\s*(?:(?:i|you|we|they|he|she|it|a|an|the)\b\s*)*(?:(?:give|have|take|use|need|get|start|do)\b\s*)?/;

/** Words that add a thing to the one asked about rather than put it in its place. */
const ADDS =
  /\b(?:too|as well|both|together|at the same time|alongside|on top of (?:it|that)|in addition)\b/;
/** A question of the turn's own ("what about at night, how long should she sleep?"). */
const OWN_QUESTION =
  /\b(?:how|what|why|which|where|who)\b|\bwhen\b(?!\s+(?:s?he|they|i|we|you|it|my|your|the|his|her|our)\b)/;
/** A word pointing back at the earlier subject ("wanting it"): the turn says more than a change. */
const POINTER = /\b(?:it|that|them|this|those|these)\b/;

// ---- the rewrite ----------------------------------------------------------------------------

/** Content words a turn may add beside its slots ("if he's just wet", "eating 3 meals a day"). */
const MAX_EXTRA_WORDS = 3;
const FILLER = new Set(
  "a an the my our your his her their he she they it its it's i im i'm m ve ll d ive hes shes theyre youre were we me him them is are was be been being s re if when while once still just only now then too also even again yet so do does did can could should would will is to of for with on in at by about what how that this there here ok okay please one".split(
    " ",
  ),
);

function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[?!.]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function extraWords(rest: string): string[] {
  return rest
    .replace(/'/g, " ")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "" && !FILLER.has(w) && !/^\d/.test(w));
}

/** Replaces the first match of a pattern in a text, or adds the words at its end. */
function replaceOrAdd(text: string, pattern: RegExp, words: string): string {
  const m = pattern.exec(text);
  if (!m) return `${text} ${words}`;
  return `${text.slice(0, m.index)}${words}${text.slice(m.index + m[0].length)}`;
}

/**
 * Whether a turn asks the earlier question again in a case of its own ("even if I had a glass of
 * wine?", "also in a booster?", "unless she's poorly?"): its words are the case, and the earlier
 * subject stays what is asked about (bed sharing after drinking, not drinking while breastfeeding).
 */
export function keepsSubject(turn: string): boolean {
  return /^(?:even|also|plus|unless)\b/.test(clean(turn).replace(/^(?:and|but|so)\s+/, ""));
}

/**
 * The question a follow-up asks, when it changes one slot of the earlier question (or a few, as
 * "once he's eating 3 meals a day at 10 months"): null when it is not such a turn.
 */
export function rewriteFollowUp(previous: string, turn: string): RewrittenQuestion | null {
  const before = clean(previous);
  let said = clean(turn);
  if (before === "" || said === "") return null;
  const frame = FRAME_ONLY.exec(said);
  if (frame) return frameOnly(before, said, frame[1] as string, frame[2] as string);
  const opening = OPENING.exec(said);
  if (!opening && said.split(" ").length > 3) return null;
  if (opening) said = said.slice(opening[0].length);
  // "and can I give nurofen too?" asks about both together, not one for the other.
  if (ADDS.test(said)) return null;
  // "even in a booster?" keeps the earlier thing and adds this one; "what about X?" swaps.
  const adds = keepsSubject(turn);
  let question = before;
  const slots: Slot[] = [];
  let ageMonths: number | null = null;
  const changed: string[] = [];
  let rest = said;
  const used = (words: string) => {
    rest = rest.replace(words, " ");
  };

  const age = ageChange(said, before);
  if (age) {
    const named = [AGE_PHRASE, STAGE, CHILD_NOUN].find((re) => re.test(question));
    question = named
      ? replaceOrAdd(question, named, age.phrase)
      : `${question} for a ${age.phrase}`;
    slots.push(age.months === null ? "child" : "age");
    changed.push(age.phrase);
    ageMonths = age.months;
    used(age.said);
  }
  for (const [pattern, fed, feeding] of FEEDING) {
    const m = pattern.exec(rest);
    if (!m) continue;
    const inBefore = FEEDING_IN_QUESTION.exec(question);
    const form = inBefore && /ing$/.test(inBefore[0]) ? feeding : fed;
    question = replaceOrAdd(question, FEEDING_IN_QUESTION, form);
    slots.push("feeding");
    changed.push(form);
    used(m[0]);
    break;
  }
  for (const [pattern, words] of REGION) {
    const m = pattern.exec(rest);
    if (!m) continue;
    // "us" alone is a pronoun ("what about us?"): only "the US", "USA", "America" name a country.
    const named = words.replace("$&", m[0]);
    question = replaceOrAdd(question, REGION_IN_QUESTION, named);
    slots.push("region");
    changed.push(named);
    used(m[0]);
    break;
  }
  for (const [pattern, words] of TIME) {
    const m = pattern.exec(rest);
    if (!m) continue;
    question = adds ? `${question} ${words}` : replaceOrAdd(question, TIME_IN_QUESTION, words);
    slots.push("time");
    changed.push(words);
    used(m[0]);
    break;
  }
  const thing = thingIn(rest);
  if (thing) {
    const earlier = thingIn(question);
    if (!adds && earlier && earlier.kind === thing.kind && earlier.said !== thing.said) {
      const there = placed(question, earlier.said);
      const here = placed(rest, thing.said);
      question =
        there && here
          ? question.replace(there[0], here[0])
          : question.replace(earlier.said, thing.said);
      if (here) used(here[0]);
    } else if (earlier?.said !== thing.said) {
      // "even in a booster?", "what if I'm using a dishwasher?": the clause that places it.
      question = `${question} ${rest.trim()}`;
      used(rest);
    }
    slots.push("object");
    changed.push(thing.said);
    used(thing.said);
  }
  if (slots.length === 0) return null;
  // What else the turn says ("if he's just wet", "once he's eating 3 meals a day") goes with it;
  // many more words than that are a subject of its own.
  const extra = extraWords(rest.replace(/\b(?:in|on|at|while|during|for|with)\s+$/, ""));
  if (extra.length > MAX_EXTRA_WORDS) return null;
  if (extra.length > 0 && (OWN_QUESTION.test(rest) || POINTER.test(rest))) return null;
  // "what about carrying my 3 year old?" after a C-section: a child the earlier question did not
  // name, with something to do with them, is a subject of its own.
  if (slots.includes("age") && extra.length > 0 && !CHILD_IN_QUESTION.test(before)) return null;
  if (extra.length > 0)
    question = `${question} ${rest
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\s+(?:at|in|on|for|with|by|to|the|a|an)$/, "")}`;
  return { question: question.replace(/\s+/g, " ").trim(), slots, ageMonths, changed };
}

/**
 * "how often can I give it?" after "how much calpol for my 7 month old": the turn's frame with the
 * earlier question's subject in place of the word pointing back.
 */
function frameOnly(
  before: string,
  said: string,
  asks: string,
  tail: string,
): RewrittenQuestion | null {
  const words = tail
    .replace(/'/g, " ")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  if (words.some((w) => !FRAME_FILLER.has(w) && !/^\d+$/.test(w))) return null;
  const subject = before.replace(QUESTION_FRAME, "").trim();
  if (subject === "" || subject === before.trim()) return null;
  // The same frame asked again is not a change ("how much…" after "how much…").
  if (before.startsWith(asks)) return null;
  const pointer = /\b(?:it|that|this|them|those|these)\b/;
  const question = pointer.test(said) ? said.replace(pointer, subject) : `${said} ${subject}`;
  return {
    question: question.replace(/\s+/g, " ").trim(),
    slots: ["frame"],
    ageMonths: null,
    changed: [asks],
  };
}
