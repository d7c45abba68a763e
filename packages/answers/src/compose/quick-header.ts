import { agesIn, type AgeSpan } from "../knowledge/passages.js";

const NUM = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|nine|twelve|eighteen)`;
const UNIT = String.raw`(?:days?|weeks?|wks?|months?|mos?|years?|yrs?)`;
/** "a 3 week old", "my 2 or 3 year old", "your 6-month-old": the child named by an age. */
const AGED_CHILD = new RegExp(
  String.raw`\b(a|an|my|your|the)\s+${NUM}(?:\s*(?:or|to|-|–)\s*${NUM})?[\s-]*${UNIT}[\s-]*olds?\b`,
  "gi",
);
/** "at 9 months", "for a 2 year old" (above), "at age 4", "at 4?": an age said after the ask. */
const AT_AGE = new RegExp(
  String.raw`\s*\b(?:at|from)\s+(?:age\s+)?(?:about\s+)?${NUM}(?:\s*(?:or|to|-|–)\s*${NUM})?(?:[\s-]*${UNIT}(?:[\s-]*old)?)?(?=\s*[?,.;:]|\s*$)`,
  "gi",
);
/** A bare "at 4?" closing a question is an age in years, which agesIn (needing a unit) misses. */
const BARE_YEARS = /\bat (?:age )?([1-6])\s*\?\s*$/i;

function askedAges(question: string) {
  const ages = agesIn(question);
  const bare = BARE_YEARS.exec(question);
  if (bare) ages.push({ min: Number(bare[1]) * 12, max: Number(bare[1]) * 12 + 11 });
  return ages;
}

/**
 * Whether an age the question names is the child's as a parent would read it: a band holding it,
 * or that very age (within a week in the first months: "3 week old" is not a 9-day-old). A near
 * age may answer for the child ("bedtime at 9 months" for 10 months), but it is not theirs.
 */
function saysAge(span: AgeSpan, ageMonths: number): boolean {
  if (span.point === undefined) return ageMonths >= span.min - 0.5 && ageMonths <= span.max + 0.5;
  return Math.abs(span.point - ageMonths) < (ageMonths < 3 ? WEEK : HALF_MONTH);
}
const WEEK = 0.25;
const HALF_MONTH = 0.5;

/**
 * The bold question a quick answer leads with, for this child. A question asked for another age
 * ("Is picky eating normal at 4?" for a 3-year-old, "My 3 week old feeds every hour…" for a
 * 9-day-old) would tell the parent the answer is for someone else, or put a wrong age on their
 * child: the age is left out of it ("My baby feeds every hour…"), and when it cannot be, the
 * answer is given without its question. The answer's own words are never changed.
 */
export function quickHeader(question: string, ageMonths: number | null): string | null {
  if (ageMonths === null) return question;
  const ages = askedAges(question);
  if (ages.length === 0) return question;
  if (ages.some((a) => saysAge(a, ageMonths))) return question;
  const child = ageMonths < 12 ? "baby" : "child";
  const neutral = question
    .replace(AGED_CHILD, (_, who: string) => `${who} ${child}`)
    .replace(AT_AGE, "")
    .replace(/\s+([?,.])/g, "$1");
  return askedAges(neutral).length === 0 && /\d/.test(neutral) === false ? neutral : null;
}
