import type { BabyContext } from "../types.js";

/** Days in a month for ages (docs/behaviour.md §9). */
const DAYS_PER_MONTH = 30.44;
const MS_PER_DAY = 86_400_000;

/** What personalisation may use: the child's first name and age in months (fractional). */
export interface ChildContext {
  name: string | null;
  ageMonths: number | null;
}

/** Age in months from an ISO date of birth, or null when missing, invalid or in the future. */
export function ageInMonths(dateOfBirth: string | null | undefined, now: Date): number | null {
  if (!dateOfBirth) return null;
  const born = Date.parse(dateOfBirth);
  if (Number.isNaN(born)) return null;
  const days = (now.getTime() - born) / MS_PER_DAY;
  if (days < 0) return null;
  return days / DAYS_PER_MONTH;
}

/** The child as personalisation sees it, or null when there is nothing to use. */
export function childContext(baby: BabyContext | null | undefined, now: Date): ChildContext | null {
  if (!baby) return null;
  const name = cleanName(baby.name);
  const ageMonths = ageInMonths(baby.dateOfBirth, now);
  return name === null && ageMonths === null ? null : { name, ageMonths };
}

/** A display name that cannot break the Markdown around it. */
function cleanName(name: string | null | undefined): string | null {
  const cleaned = (name ?? "")
    .replace(/[\\`*_[\]()<>#|~]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
  return cleaned === "" ? null : cleaned;
}

/** "2 weeks old", "4 months old", "1 year old", "2 years and 3 months old". */
export function describeAge(months: number): string {
  if (months < 1) {
    const weeks = Math.max(0, Math.round((months * DAYS_PER_MONTH) / 7));
    return weeks <= 1 ? (weeks === 1 ? "1 week old" : "a newborn") : `${weeks} weeks old`;
  }
  const whole = Math.floor(months);
  if (whole < 24) return whole === 12 ? "1 year old" : `${whole} months old`;
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  return rest === 0
    ? `${years} years old`
    : `${years} years and ${rest} month${rest === 1 ? "" : "s"} old`;
}

/** "3 weeks", "9 months", "18 months", "2 years", "2½ years": an age as the start of a line. */
export function ageInWords(months: number): string {
  if (months < 1) {
    const weeks = Math.max(1, Math.round((months * DAYS_PER_MONTH) / 7));
    return weeks === 1 ? "1 week" : `${weeks} weeks`;
  }
  const whole = Math.round(months);
  if (whole < 24) return whole === 1 ? "1 month" : `${whole} months`;
  const years = Math.floor(months / 12);
  return months - years * 12 >= 6 ? `${years}½ years` : `${years} years`;
}

/**
 * The child for personal lines. A question about another age ("and at 6 months?") is not about
 * the child's age now, so the line then leaves the age out; a question naming an age for a child
 * with no date of birth, or with no profile at all, gives the age (a loose word such as "toddler"
 * does not).
 */
export function personalised(
  child: ChildContext | null,
  questionAge: number | null,
  approximate = false,
): ChildContext | null {
  // A visitor's question (or conversation) that states the age speaks of one child of that age.
  if (!child)
    return questionAge !== null && !approximate ? { name: null, ageMonths: questionAge } : null;
  if (child.ageMonths === null) return { name: child.name, ageMonths: questionAge };
  if (questionAge !== null && Math.abs(questionAge - child.ageMonths) > 1)
    return { name: child.name, ageMonths: null };
  return child;
}
