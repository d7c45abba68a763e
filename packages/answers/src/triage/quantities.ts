/**
 * Ages ("3 wk old", "6mo", "2yo", "newborn", "18 months", "my 10 day old") and durations
 * ("for 3 days", "9 hours", "since last night") in a question. The same "3 days" can be either, so
 * each mention is classified by the words around it: "old", "my", "at", "is" make an age; "for",
 * "past", "since", "now" make a duration; "3 months ago" is neither.
 */
export interface Quantities {
  /** Ages named in the text, in months (youngest first). */
  agesMonths: number[];
  /** Durations named in the text, in hours. */
  durationsHours: number[];
}

const DAYS_PER_MONTH = 30.44;
const NEWBORN_MONTHS = 0.25; // "newborn" with no number: about a week old

/** Number words parents write for counts and durations; shared with the episode-time reader. */
export const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  half: 0.5,
  couple: 2,
  few: 3,
  several: 3,
};

type Unit = "hour" | "day" | "week" | "month" | "year";

function unitOf(u: string): Unit {
  if (/^h/.test(u)) return "hour";
  if (/^d/.test(u)) return "day";
  if (/^w/.test(u)) return "week";
  if (/^y/.test(u)) return "year";
  return "month";
}

function toMonths(value: number, unit: Unit): number {
  switch (unit) {
    case "hour":
      return value / 24 / DAYS_PER_MONTH;
    case "day":
      return value / DAYS_PER_MONTH;
    case "week":
      return (value * 7) / DAYS_PER_MONTH;
    case "month":
      return value;
    case "year":
      return value * 12;
  }
}

function toHours(value: number, unit: Unit): number {
  return toMonths(value, unit) * DAYS_PER_MONTH * 24;
}

const DIGIT_UNITS =
  "hours?|hrs?|h|days?|dys?|d|weeks?|wks?|wk|w|months?|mos?|mths?|mth|m|years?|yrs?|yr|y\\/o|yos?|y";
const WORD_UNITS = "hours?|days?|weeks?|months?|years?";
const WORD_NUM = Object.keys(WORD_NUMBERS).join("|");
const MENTION = new RegExp(
  `(?<![\\w.])(?:(\\d+(?:\\.\\d+)?)\\s*-?\\s*(?:(and a half)\\s*)?(${DIGIT_UNITS})|(${WORD_NUM})(?: of)?\\s+(?:(and a half)\\s+)?(${WORD_UNITS}))(?![a-z])((?:\\s+and a half)?)((?:\\s*-?\\s*olds?\\b)?)`,
  "g",
);

const DURATION_BEFORE =
  /\b(?:for|past|last|over|in|within|after|every|each|since|than|lasted|lasting|takes|took)\s+(?:the\s+)?(?:last\s+|past\s+|first\s+)?$/;
const DURATION_AFTER =
  /^\s*(?:ago|now|straight|long|later|apart|in a row|running|on and off|of (?:fever|vomiting|diarrh|crying|coughing|this|it|no|not)|without|since|with(?:out)? (?:a |any )?(?:wet|pee|poop))/;
const AGE_BEFORE =
  /\b(?:my|our|a|an|his|her|the|at|is|s|turned|turning|turns|aged|age|just|baby|son|daughter|being|was|now)\s+(?:almost\s+|nearly\s+|about\s+|only\s+|just\s+)?$/;
const AGE_AFTER =
  /^\s*(?:baby|newborn|son|daughter|girl|boy|infant|postpartum|pp\b|post ?partum|twins?)/;
// "4 month shots", "2 month checkup": a mention followed by these is the child's age.
const AGE_NOUN_AFTER =
  /^\s*(?:shots?|vaccines?|vaccinations?|jabs?|immuni[sz]ations?|check ?ups?|appointment|visit|well|regression|milestones?|sleep regression|growth spurt|leap)\b/;
const NOT_BABY_AGE_AFTER = /^\s*(?:pregnant|gestation|along|weeker|preg)/;
const NOT_BABY_AGE_BEFORE = /\b(?:born at|born|at birth|delivered at|gestational age(?: of)?)\s+$/;

const SINCE: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bsince (?:yesterday|yday)\b/, 30],
  [/\bsince last night\b|\bsince bedtime\b|\bovernight\b|\ball night\b/, 12],
  [/\bsince (?:this|early this) morning\b|\bsince breakfast\b|\ball day\b/, 10],
  [/\bsince (?:this afternoon|lunch|noon)\b/, 5],
  [
    /\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b|\bfor days\b|\ball week\b/,
    48,
  ],
  [/\bfor weeks\b/, 336],
];

/** An illness whose days are counted: "fever on day 3", "temp back, it's day 4". */
const ILLNESS_DAY =
  /\b(?:fever\w*|temp|temps|temperature|vomit\w*|sick|cough\w*|diarrh\w*|rash|cold|flu|virus|bug|ill|poorly|unwell|antibiotics|nurofen|calpol|ibuprofen|paracetamol|tylenol|motrin)\b/;
/** Words of a birth or a newborn: with them, "day 3" is the baby's age. */
const BIRTH_WORDS =
  /\b(?:born|birth|newborn|new born|baby|babies|babe|bub|bubba|infant|neonate|jaundice\w*|life|postpartum|pp|after delivery|since delivery|home from hospital|milk (?:coming|came) in|feeding|feed|feeds|breastfeeding|latch\w*|cord|stump)\b/;

/** "the third day", "4th day of fever", "day 3 of the temp": a symptom into its Nth day has lasted N − 1 days. */
const ORDINAL_DAYS: Readonly<Record<string, number>> = {
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  sixth: 6,
  "6th": 6,
  seventh: 7,
  "7th": 7,
};
const ORDINAL_DAY = new RegExp(
  `\\b(${Object.keys(ORDINAL_DAYS).join("|")}) (?:full |whole )?day\\b`,
  "g",
);
const DAY_N_OF =
  /\bday (\d{1,2}) of (?:the |his |her |a )?(?:fever|temp|temperature|temps|vomiting|diarrh\w*|cough\w*|this|it)\b/g;

/**
 * A count of separate illnesses over a period ("4 colds in 2 months", "three ear infections over
 * the last 6 weeks"): the period is not how long one illness has lasted. Only names of whole
 * illnesses count; "vomited 6 times in 2 days" is one illness lasting 2 days.
 */
const ILLNESSES_COUNTED_BEFORE =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|few|several|multiple|lots of|loads of|so many|a lot of|a couple of|a couple|couple of|back to back) (?:\w+ ){0,2}(?:colds|infections|bugs|viruses|virus|illnesses|sicknesses|coughs and colds|ear infections|chest infections|tummy bugs|stomach bugs|rounds of antibiotics|courses of antibiotics|lots of antibiotics|bouts of illness) (?:in|over|within|during) (?:the |his |her |their )?(?:last |past |first |space of )?$/;

function numberValue(digits: string | undefined, word: string | undefined): number {
  if (digits !== undefined) return Number(digits);
  return WORD_NUMBERS[word ?? ""] ?? 1;
}

export function parseQuantities(cleanText: string): Quantities {
  const s = cleanText;
  const ages: number[] = [];
  const durations: number[] = [];
  const ambiguousWeeks: number[] = [];
  // The same mentions as durations: read as the age, they are not also how long something lasted.
  const ambiguousHours: number[] = [];
  for (const m of s.matchAll(MENTION)) {
    const isDigit = m[1] !== undefined;
    let value = numberValue(m[1], m[4]);
    if (m[2] || m[5] || m[7]) value += 0.5;
    const unitText = (isDigit ? m[3] : m[6])!;
    const unit = unitOf(unitText);
    const start = m.index;
    const end = start + m[0].length;
    const before = s.slice(Math.max(0, start - 30), start);
    const after = s.slice(end, end + 30);
    if (NOT_BABY_AGE_AFTER.test(after) || NOT_BABY_AGE_BEFORE.test(before)) continue;
    if (/^\s*ago\b/.test(after)) continue; // time since an event: neither an age nor how long a symptom lasted
    if (ILLNESSES_COUNTED_BEFORE.test(s.slice(Math.max(0, start - 60), start))) continue; // a period over which illnesses are counted
    const saysOld = Boolean(m[8]) || /^y\/?o/.test(unitText);
    let isAge: boolean;
    if (saysOld || AGE_NOUN_AFTER.test(after)) isAge = true;
    else if (DURATION_BEFORE.test(before) || DURATION_AFTER.test(after)) isAge = false;
    else if (unit === "hour") isAge = false;
    else if (unit === "month" || unit === "year") isAge = true;
    else {
      isAge = AGE_BEFORE.test(before) || AGE_AFTER.test(after);
      // "fever 6 weeks" may name the age or the duration; the young age is the safer reading.
      if (!isAge && unit === "week" && value <= 12) {
        ambiguousWeeks.push(toMonths(value, unit));
        ambiguousHours.push(toHours(value, unit));
      }
    }
    if (isAge) {
      const months = toMonths(value, unit);
      if (months <= 240) ages.push(months);
    } else {
      durations.push(toHours(value, unit));
    }
  }
  // "Day 3" is a newborn's age ("she's on day 3", "day 5 and jaundiced"), unless the child's age is
  // given otherwise ("my 2 year old… it's day 3") or it counts the days of an illness in a message
  // with no word of a birth ("fever is back, it's day 3").
  const dayIsAge = ages.length === 0 && (!ILLNESS_DAY.test(s) || BIRTH_WORDS.test(s));
  for (const m of s.matchAll(/\b(?:on )?day (\d{1,2})\b(?! of)/g))
    if (dayIsAge) ages.push(Number(m[1]) / DAYS_PER_MONTH);
    else durations.push((Number(m[1]) - 1) * 24);
  if (
    /\bborn (?:today|this morning|this afternoon|this evening|tonight|last night|earlier today|a few hours ago)\b/.test(
      s,
    )
  )
    ages.push(0);
  if (/\bborn yesterday\b/.test(s)) ages.push(1 / DAYS_PER_MONTH);
  for (const [pattern, hours] of SINCE) if (pattern.test(s)) durations.push(hours);
  for (const m of s.matchAll(ORDINAL_DAY)) durations.push(((ORDINAL_DAYS[m[1]!] ?? 1) - 1) * 24);
  for (const m of s.matchAll(DAY_N_OF)) durations.push((Number(m[1]) - 1) * 24);
  if (ages.length === 0 && ambiguousWeeks.length > 0) {
    // "6 weeks." or "newborn (1 week)" with no other age names the child's age: a sticky eye "every
    // morning, … 6 weeks" has not lasted six weeks.
    ages.push(...ambiguousWeeks);
    for (const hours of ambiguousHours) durations.splice(durations.indexOf(hours), 1);
  }
  if (ages.length === 0 && /\b(?:newborn|newborns|new born|neonate|nb)\b/.test(s))
    ages.push(NEWBORN_MONTHS);
  ages.sort((a, b) => a - b);
  return { agesMonths: ages, durationsHours: durations };
}
