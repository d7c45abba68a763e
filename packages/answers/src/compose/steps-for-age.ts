import { parseQuantities } from "../triage/index.js";
import { cleanText } from "../triage/normalize.js";
import { ageFromWords } from "../understand/question-intent.js";

/**
 * A step written for one age band names it before its colon: "Baby under 1 year who can't cough:
 * …", "Child over 1 year: …". The band is in the protocol file; this only reads it.
 */
const BAND =
  /^[^:]{0,60}?\b(under|younger than|over|older than)\s+(\d+)\s+(years?|months?)\b[^:]*:/i;

function fitsBand(step: string, ageMonths: number): boolean {
  const band = BAND.exec(step);
  if (!band) return true;
  const limit = Number(band[2]) * (band[3]!.toLowerCase().startsWith("year") ? 12 : 1);
  const below = /^(?:under|younger than)$/i.test(band[1]!);
  return below ? ageMonths < limit : ageMonths >= limit;
}

/**
 * The one age the parent stated in their own words across the conversation, or null when they
 * stated none or several (two children, "my 4yo and her 8 month old brother"). The profile's age
 * is not used: the child in trouble may be a sibling, and showing both bands is the safe default.
 */
export function statedAgeMonths(userTexts: readonly string[]): number | null {
  const ages = new Set(userTexts.flatMap(agesIn));
  return ages.size === 1 ? [...ages][0]! : null;
}

/**
 * The ages one message states: triage's quantities ("2 yr old", "18mo"), else the answer side's
 * reading of ages in words ("she's three", "just turned 2", "2 and a half"), which triage leaves
 * alone because a bare number there could be a dose or a temperature.
 */
function agesIn(text: string): number[] {
  const counted = parseQuantities(cleanText(text)).agesMonths;
  if (counted.length > 0) return counted;
  const worded = ageFromWords(text);
  return worded?.stated ? [worded.months] : [];
}

/**
 * The steps for the child's age: steps written for another age band are left out, so a parent of a
 * 2-year-old is not shown infant back blows and chest thrusts beside the abdominal thrusts. With no
 * known age every step stays.
 */
export function stepsForAge(steps: readonly string[], ageMonths: number | null): string[] {
  if (ageMonths === null) return [...steps];
  const kept = steps.filter((s) => fitsBand(s, ageMonths));
  return kept.length > 0 ? kept : [...steps];
}
