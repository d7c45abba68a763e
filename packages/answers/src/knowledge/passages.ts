import {
  questionFacet,
  questionIntent,
  type Facet,
  type Intent,
} from "../understand/question-intent.js";
import { entryParts, type KnowledgeEntry } from "./knowledge-entry.js";

/** Where in its entry a passage sits; composition treats each kind differently. */
export type PassageKind = "lead" | "bullet" | "quick" | "call";

/**
 * The unit a parent's question is answered with: an entry's lead, one bullet, one quick answer or
 * one "when to call" bullet, carrying its entry's ages and topic and the sources it rests on.
 */
export interface Passage {
  entry: KnowledgeEntry;
  kind: PassageKind;
  /** Position among the passages of its entry, stable across calls. */
  index: number;
  /** The text shown to the parent (for a quick answer, the answer). */
  text: string;
  /** A quick answer's question; null for other kinds. */
  question: string | null;
  /** What a quick answer's question asks for; null for other kinds. */
  questionIntent: Intent | null;
  /** The figure a quick answer's question asks for (how often, how warm…); null otherwise. */
  questionFacet: Facet | null;
  /** The sources the passage rests on: its own when the entry names them, else all the entry's. */
  sources: string[];
  /** Whether `sources` were named for this passage ("(source N)") rather than inherited. */
  ownSources: boolean;
  /** Ages (month ranges) the text speaks of, e.g. "by 6 months" or "newborns"; empty: any age. */
  ages: AgeSpan[];
}

/** A range of months a passage speaks of. */
export interface AgeSpan {
  min: number;
  max: number;
  /** The one age the text names ("at 2 months", "a 6 month old"), when it names a single age. */
  point?: number;
  /** Read from a word for a stage ("young babies", "preschoolers"), not from a number. */
  loose?: true;
}

const cache = new WeakMap<KnowledgeEntry, Passage[]>();

/** The passages of an entry, in reading order (built once per entry). */
export function entryPassages(entry: KnowledgeEntry): Passage[] {
  const cached = cache.get(entry);
  if (cached) return cached;
  const parts = entryParts(entry.body);
  const passages: Passage[] = [];
  const add = (kind: PassageKind, text: string, positions: readonly number[], question = null) => {
    const own = positions
      .map((n) => entry.sources[n - 1])
      .filter((u): u is string => u !== undefined);
    passages.push({
      entry,
      kind,
      index: passages.length,
      text,
      question,
      questionIntent: null,
      questionFacet: null,
      sources: own.length > 0 ? own : entry.sources,
      ownSources: own.length > 0,
      ages: agesIn(`${question ?? ""} ${text}`),
    });
  };
  if (parts.lead !== "") add("lead", parts.lead, parts.leadSources);
  parts.bullets.forEach((b, i) => add("bullet", b, parts.bulletSources[i] ?? []));
  for (const q of entry.quickAnswers ?? []) {
    const own = q.sources.length < entry.sources.length;
    const facet = questionFacet(q.question);
    passages.push({
      entry,
      kind: "quick",
      index: passages.length,
      text: q.answer,
      question: q.question,
      questionIntent: questionIntent(q.question),
      questionFacet: facet,
      sources: q.sources,
      ownSources: own,
      // "How long does it last? Usually 7 to 10 days": days and weeks there say how long, not how old.
      ages: agesIn(`${q.question} ${q.answer}`, facet === "duration" || facet === "frequency"),
    });
  }
  parts.whenToCall.forEach((b, i) => add("call", b, parts.whenToCallSources[i] ?? []));
  cache.set(entry, passages);
  return passages;
}

/** Number words parents write for ages ("two weeks", "eighteen months"); shared with the follow-up reader. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
};
const NUM = String.raw`(\d+(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = String.raw`(days?|weeks?|months?|years?)`;
// "2 to 3 years", and "18 months to 3 years" with a unit of its own on the first age.
const RANGE = new RegExp(
  String.raw`\b${NUM}\s*(?:(days?|weeks?|months?|years?)\s+)?(to|-|–|and|or)\s*${NUM}\s*${UNIT}\b`,
  "g",
);
const SINGLE = new RegExp(
  String.raw`\b(under|before|until|younger than|over|after|from|older than|past|at least|by|around|about|at)?\s*(?:about\s+|around\s+)?${NUM}[\s-]*${UNIT}\b`,
  "g",
);
/** "Babies under 1", "children over 2": a bare figure after a word for a child is years of age. */
const CHILD_UNDER = new RegExp(
  String.raw`\b((?:bab(?:y|ies)|infants?|child(?:ren)?|kids?|toddlers?|(?:a|any)one|those)\s+(?:aged\s+)?(?:under|over|younger than|older than))\s+([1-6]|one|two|three|four|five|six)\b(?![\s-]*(?:[.,/]\d|%|°|½|kg|lbs?|pounds?|ounces?|oz|ml|hours?|minutes?|days?|weeks?|months?|years?|times?|in\b|of\b|out of\b))`,
  "g",
);
const FIGURE = new RegExp(String.raw`${NUM}[\s-]*${UNIT}$`);
const AGE_WORD = new RegExp(
  String.raw`\bage[ds]?\s+${NUM}\b(?!\s*(?:to|-|–)?\s*\d*\s*(?:days?|weeks?|months?|years?))`,
  "g",
);
const NEWBORN = /\b(?:newborns?|first (?:few )?(?:days|weeks)|first month|early weeks)\b/;
const SINCE_NEWBORN = /\b(?:after|beyond|past) the first (?:few )?(?:days|weeks|month)\b/g;
const TODDLER = /\btoddlers?\b/;
/** "Short naps are common in young babies" speaks of the first months, not of a toddler. */
const YOUNG_BABY = /\b(?:young|little|tiny) (?:bab(?:y|ies)|infants?)\b/;
const OLDER_BABY = /\bolder (?:bab(?:y|ies)|infants?)\b/;
/** "Babies and toddlers" speaks of babies too, not of toddlers alone. */
const BABIES_BESIDE_TODDLERS = /\b(?:bab(?:y|ies)|infants?)\b(?! teeth)/;
const PRESCHOOLER = /\bpre-?school(?:ers?|-age| age)?\b(?! (?:teachers?|staff))/;
/** What "by 6 months", "from 12 months", "after age 2" reach: the rest of childhood. */
const OPEN_END = 216;
/** Durations ("for 2 weeks", "3 days old milk", "within 4 days", "clears in 2 to 3 days") are not ages. */
const DURATION_BEFORE =
  /\b(?:for|within|last(?:s|ing)?|up to|every|per|each|in the|in|takes?|took|more than|longer than|less than)\s*(?:(?:about|around|roughly|approximately|only|just|usually|often|typically|another|a further|up to|at least|more than|less than|over)\s+)*$/;
/**
 * An interval from an event, not an age: "7 to 12 days after the shot", "given 4 weeks apart",
 * "a rash 1 to 2 weeks later", "3 to 7 days of high fever". "2 weeks after birth" is an age, and
 * so are "18 months of age" and "the first 2 years of life".
 */
const INTERVAL_AFTER =
  /^\s*(?:apart(?! from)|later|earlier|afterwards?|on\b|running|in a row|(?:after|before|since|from|of)\s+(?!(?:the\s+|your\s+|their\s+)?(?:birth|delivery|due date|age|life)\b))/;
/**
 * What makes a count of days or weeks a baby's age: a word before it ("at 6 weeks", "under 4
 * weeks", "by 2 weeks", "between 2 and 6 weeks") or after it ("10 days old", "a 6-week-old",
 * "the 8-week jabs", "2 weeks after birth"). Without one it is how long something takes or lasts
 * ("fever for about 3 to 7 days", "usually 1 to 2 weeks"), which says nothing of the child's age.
 */
const DAY_AGE_BEFORE =
  /(?:\b(?:under|before|until|younger than|older than|from|by|at|about|around|aged?|between|bab(?:y|ies)|infants?|newborns?)|\d[\s-]*(?:weeks?|days?)?\s*(?:,|,? and|,? or|&)|:|\()\s*(?:(?:about|around)\s+)?$/;
const DAY_AGE_AFTER =
  /^(?:[\s-]*(?:old|of age|after (?:the |your )?birth|(?:baby )?checks?|check-?ups?|reviews?|visits?|appointments?|jabs?|shots?|doses?|vaccines?|vaccinations?|immuni[sz]ations?|growth spurts?)\b|\s*:)/;
/** "Fades after about 3 to 5 days", "after 1 to 2 weeks": days and weeks after these are how long. */
const DAYS_SINCE_BEFORE = /\b(?:after|over|past|at least)\s*(?:(?:about|around|roughly)\s+)?$/;
/** "Most children outgrow it by 3 to 5 years": the age at which a condition ends, so it speaks of the years before. */
const OUTGROWN_BEFORE =
  /\b(?:outgrow|outgrows|outgrown|outgrowing|grow(?:s|n)? out of|growing out of)\b[^.;:!?]*$/;

function toNumber(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

function inMonths(n: number, unit: string): number {
  if (unit.startsWith("day")) return n / 30.44;
  if (unit.startsWith("week")) return (n * 7) / 30.44;
  if (unit.startsWith("year")) return n * 12;
  return n;
}

/**
 * The ages a text speaks of, as month ranges ("under 6 months" → 0–6, "2 to 3 years" → 24–36).
 * `lengths`: the text answers "how long/how often", so days and weeks are spans of time unless
 * they say "old".
 */
export function agesIn(text: string, lengths = false): AgeSpan[] {
  // "until age 2" says "until 2 years".
  // "up to age 5" is an age ("up to 2 weeks" a length).
  const lower = text
    .toLowerCase()
    .replace(/\bup to (?:the )?age (?=\d|one|two|three|four|five|six)/g, "until age ")
    .replace(AGE_WORD, "$1 years")
    .replace(CHILD_UNDER, "$1 $2 years");
  const spans: AgeSpan[] = [];
  const covered: [number, number][] = [];
  const aLength = (unit: string, end: number) =>
    lengths && /^(?:days?|weeks?)$/.test(unit) && !/^[\s-]*old\b/.test(lower.slice(end));
  // Days and weeks are a baby's age only when a word says so; otherwise they are how long.
  const aSpanOfDays = (unit: string, start: number, end: number) =>
    /^(?:days?|weeks?)$/.test(unit) &&
    !DAY_AGE_AFTER.test(lower.slice(end)) &&
    (DAYS_SINCE_BEFORE.test(lower.slice(0, start)) || !DAY_AGE_BEFORE.test(lower.slice(0, start)));
  const anInterval = (start: number, end: number, unit: string) =>
    DURATION_BEFORE.test(lower.slice(0, start)) ||
    INTERVAL_AFTER.test(lower.slice(end)) ||
    aLength(unit, end) ||
    aSpanOfDays(unit, start, end);
  for (const m of lower.matchAll(RANGE)) {
    const [, from, fromUnit, joint, to, unit = ""] = m as unknown as string[];
    // A length ("for 2 to 3 weeks") is neither an age nor two: its end is no age either.
    if (anInterval(m.index, m.index + m[0].length, unit)) {
      covered.push([m.index, m.index + m[0].length]);
      continue;
    }
    // "at 4 months and 6 months" names two ages; "between 18 months and 3 years" one range.
    if (
      fromUnit &&
      /^(?:and|or)$/.test(joint ?? "") &&
      !/\bbetween\s+$/.test(lower.slice(0, m.index))
    )
      continue;
    const max = inMonths(toNumber(to as string), unit);
    if (OUTGROWN_BEFORE.test(lower.slice(0, m.index))) spans.push({ min: 0, max });
    else spans.push({ min: inMonths(toNumber(from as string), fromUnit ?? unit), max });
    covered.push([m.index, m.index + m[0].length]);
  }
  for (const m of lower.matchAll(SINGLE)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].length;
    // Inside a range ("from 18 months to 3 years": not "from 18 months" on and on).
    if (covered.some(([a, b]) => start < b && end > a)) continue;
    const word = m[1];
    if (!word && DURATION_BEFORE.test(lower.slice(0, m.index))) continue;
    if (INTERVAL_AFTER.test(lower.slice(end))) continue;
    if (aLength(m[3] as string, end)) continue;
    // The words before the figure itself ("peaks around 6 weeks": "around" may not be `word`).
    if (aSpanOfDays(m[3] as string, m.index + (FIGURE.exec(m[0])?.index ?? 0), end)) continue;
    // "over 3 days", "after 2 weeks": days and weeks after such words are how long, not how old.
    if (
      /^(?:days?|weeks?)$/.test(m[3] as string) &&
      /^(?:over|after|at least|past)$/.test(word ?? "")
    )
      continue;
    const months = inMonths(toNumber(m[2] as string), m[3] as string);
    // Past school age a figure is not a young child's age ("12 years" of a sibling, "18 years").
    if (months > 72) continue;
    if (OUTGROWN_BEFORE.test(lower.slice(0, start))) {
      spans.push({ min: 0, max: months });
      continue;
    }
    // "Not before age 2", "not until 6 months" speaks to both sides of the age: the answer is no
    // before it ("can my 2 month old have a blanket?") and yes from it ("can my 2 year old face
    // forward?"), so it is not another age's passage on either side.
    if (/^(?:before|until|under)$/.test(word ?? "") && /\bnot\s+$/.test(lower.slice(0, start)))
      spans.push({ min: 0, max: OPEN_END });
    // "Under 6 months" leaves out a baby of 6 months: the span ends a month before.
    else if (word === "under" || word === "before" || word === "younger than")
      spans.push({ min: 0, max: Math.max(0, months - 1) });
    else if (word === "until") spans.push({ min: 0, max: months });
    // "By 6 months most babies…" stays true after 6 months.
    else if (
      word === "by" ||
      word === "over" ||
      word === "after" ||
      word === "from" ||
      word === "older than" ||
      word === "past" ||
      word === "at least"
    )
      spans.push({ min: word === "by" ? Math.max(0, months - 1) : months, max: OPEN_END });
    else spans.push({ min: Math.max(0, months - 1), max: months + 1, point: months });
  }
  // "After the first few days, expect…" speaks of every age since, not of the newborn days.
  const since = lower.replace(SINCE_NEWBORN, () => {
    spans.push({ min: 0.5, max: OPEN_END });
    return " ";
  });
  if (NEWBORN.test(since)) spans.push({ min: 0, max: 1 });
  if (YOUNG_BABY.test(lower)) spans.push({ min: 0, max: 6, loose: true });
  if (OLDER_BABY.test(lower)) spans.push({ min: 6, max: 12, loose: true });
  if (TODDLER.test(lower)) {
    spans.push({ min: 12, max: 36 });
    if (BABIES_BESIDE_TODDLERS.test(lower.replace(YOUNG_BABY, " ").replace(OLDER_BABY, " ")))
      spans.push({ min: 0, max: 12, loose: true });
  }
  if (PRESCHOOLER.test(lower)) spans.push({ min: 36, max: 60, loose: true });
  return spans;
}

/**
 * How a passage's ages relate to a child's: "now" when one of them covers the age (or it names
 * none), "later" when they all lie ahead, "earlier" when they all lie behind.
 */
export function ageRelation(
  passage: Pick<Passage, "ages">,
  ageMonths: number | null,
): "now" | "later" | "earlier" {
  if (ageMonths === null || passage.ages.length === 0) return "now";
  // Half a month of slack: "at 2 months" covers a baby of 2 months and 3 weeks.
  if (passage.ages.some((s) => ageMonths >= s.min - 0.5 && ageMonths <= s.max + 0.5)) return "now";
  return passage.ages.every((s) => s.min > ageMonths) ? "later" : "earlier";
}

/** Whether every age a passage speaks of lies behind the child ("under 1 year" for a 2-year-old). */
export function allBehind(passage: Pick<Passage, "ages">, ageMonths: number): boolean {
  return passage.ages.length > 0 && passage.ages.every((a) => ageMonths > a.max + 0.5);
}

/**
 * How far a single age may be from the child's and still speak of this child: a month in the
 * first half year's month-by-month stages, a little more as months weigh less (9 months for 10,
 * 12 months for 14).
 */
const NEAR_AGE_SHARE = 0.15;

export function nearAgeSlack(ageMonths: number): number {
  return Math.max(1, NEAR_AGE_SHARE * ageMonths);
}

/** Whether an age span is a single age near the child's (see nearAgeSlack). */
export function nearChildAge(span: AgeSpan, ageMonths: number): boolean {
  return span.point !== undefined && Math.abs(span.point - ageMonths) < nearAgeSlack(ageMonths);
}

/**
 * Whether a passage is written for one age (or a few single ages) that is not the child's: "How
 * much formula at 1 month?" is another child's answer for a baby of 2 months, though the month
 * either side of it counts as near for ranking.
 */
export function forAnotherSingleAge(passage: Pick<Passage, "ages">, ageMonths: number): boolean {
  if (passage.ages.length === 0) return false;
  return passage.ages.every((s) => s.point !== undefined && Math.abs(s.point - ageMonths) >= 1);
}
