/** Age arithmetic of docs/behaviour.md §5 and §9. */
export const DAYS_PER_MONTH = 30.44;
export const MS_PER_DAY = 86_400_000;
/** The top-bar summary's month: 30.44 days in milliseconds. */
export const SUMMARY_MONTH_MS = 2_630_016_000;
export const MIN_AGE_MONTHS = 0;
export const MAX_AGE_MONTHS = 36;

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare "YYYY-MM-DD" is a calendar date: read it as local midnight, not UTC midnight.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Onboarding's "age in months" as a date of birth: the first day of the month that many months
 * before now, as an ISO string (midnight UTC on that calendar day).
 */
export function ageInMonthsToDateOfBirth(months: number, now: Date = new Date()): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() - months, 1)).toISOString();
}

/** Whole months of age (elapsed days / 30.44), or null without a usable date. */
export function ageInMonths(
  dateOfBirth: string | null | undefined,
  now: Date = new Date(),
): number | null {
  const born = parseDate(dateOfBirth);
  if (!born) return null;
  const days = Math.max(0, (now.getTime() - born.getTime()) / MS_PER_DAY);
  return Math.floor(days / DAYS_PER_MONTH);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Settings' age line: weeks under 1 month, months under 12, else years and months; 'Not specified' without a date. */
export function formatBabyAge(
  dateOfBirth: string | null | undefined,
  now: Date = new Date(),
): string {
  const born = parseDate(dateOfBirth);
  if (!born) return "Not specified";
  const days = Math.max(0, (now.getTime() - born.getTime()) / MS_PER_DAY);
  const months = Math.floor(days / DAYS_PER_MONTH);
  if (months < 1) return plural(Math.floor(days / 7), "week");
  if (months < 12) return plural(months, "month");
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? plural(years, "year") : `${plural(years, "year")}, ${plural(rest, "month")}`;
}

/** Top-bar summary: 'Baby {name}' or 'Your baby', then ', N months' when there is a date of birth. */
export function babySummary(
  profile: { name?: string | null; dateOfBirth?: string | null },
  now: Date = new Date(),
): string {
  const name = profile.name?.trim();
  const head = name ? `Baby ${name}` : "Your baby";
  const born = parseDate(profile.dateOfBirth);
  if (!born) return head;
  const months = Math.max(0, Math.floor((now.getTime() - born.getTime()) / SUMMARY_MONTH_MS));
  return `${head}, ${plural(months, "month")}`;
}

/** "YYYY-MM-DD" for a date input, from whatever date string the API returned. */
export function toDateInputValue(dateOfBirth: string | null | undefined): string {
  if (!dateOfBirth) return "";
  if (/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return dateOfBirth.slice(0, 10);
  const date = parseDate(dateOfBirth);
  return date ? date.toISOString().slice(0, 10) : "";
}
