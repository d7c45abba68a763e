import { MAX_AGE_MONTHS, MIN_AGE_MONTHS, ageInMonthsToDateOfBirth } from "../profile/baby-age";

export const FEEDING_OPTIONS = [
  { value: "breastfeeding", label: "Breastfeeding" },
  { value: "formula", label: "Formula" },
  { value: "both", label: "Both" },
] as const;
export type FeedingType = (typeof FEEDING_OPTIONS)[number]["value"];

export function isFeedingType(value: string): value is FeedingType {
  return FEEDING_OPTIONS.some((option) => option.value === value);
}

export interface OnboardingValues {
  name: string;
  /** As typed in the number field. */
  ageInMonths: string;
  feedingType: FeedingType | "";
}

/** A whole number of months from 0 to 36, or null when the field holds anything else. */
export function parseAgeInMonths(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_AGE_MONTHS || value > MAX_AGE_MONTHS) return null;
  return value;
}

/**
 * 'Continue to Chat' is enabled only when name, age and feeding method are all present
 * (docs/behaviour.md §5).
 */
export function canContinue(values: OnboardingValues): boolean {
  return (
    values.name.trim() !== "" &&
    parseAgeInMonths(values.ageInMonths) !== null &&
    values.feedingType !== ""
  );
}

/**
 * What onboarding sends: name, feedingType and the date of birth derived from the age
 * (docs/behaviour.md §7).
 */
export function toProfileInput(values: OnboardingValues, now: Date = new Date()) {
  const months = parseAgeInMonths(values.ageInMonths);
  if (months === null || values.feedingType === "" || values.name.trim() === "") {
    throw new Error("Onboarding values are incomplete");
  }
  return {
    name: values.name.trim(),
    feedingType: values.feedingType,
    dateOfBirth: ageInMonthsToDateOfBirth(months, now),
  };
}
