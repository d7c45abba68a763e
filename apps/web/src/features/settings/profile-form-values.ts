import type { BabyProfile } from "../../lib/trpc";
import { toDateInputValue } from "../profile/baby-age";
import { isFeedingType, type FeedingType } from "../onboarding/onboarding-form";

/**
 * The settings profile form; weight and height are held as text while typing
 * (docs/behaviour.md §3).
 */
export interface ProfileFormValues {
  name: string;
  dateOfBirth: string;
  feedingType: FeedingType | "";
  conditions: string;
  allergies: string;
  weight: string;
  height: string;
}

type ProfileFields = {
  name?: string | null;
  dateOfBirth?: string | null;
  feedingType?: string | null;
  conditions?: string | null;
  allergies?: string | null;
  weight?: number | string | null;
  height?: number | string | null;
};

export function toFormValues(profile: BabyProfile | null | undefined): ProfileFormValues {
  const p = (profile ?? {}) as ProfileFields;
  return {
    name: p.name ?? "",
    dateOfBirth: toDateInputValue(p.dateOfBirth),
    feedingType: p.feedingType && isFeedingType(p.feedingType) ? p.feedingType : "",
    conditions: p.conditions ?? "",
    allergies: p.allergies ?? "",
    weight: p.weight === null || p.weight === undefined ? "" : String(p.weight),
    height: p.height === null || p.height === undefined ? "" : String(p.height),
  };
}

const optionalText = (value: string) => (value.trim() === "" ? null : value.trim());
/** Weight and height as the API takes them: up to six digits and three decimals, "." or ",". */
const MEASURE = /^\d{1,6}([.,]\d{1,3})?$/;

/** A weight or height field holding something that is not a plain number. */
export function invalidNumber(value: string): boolean {
  return value.trim() !== "" && !MEASURE.test(value.trim());
}

export function canSaveProfile(values: ProfileFormValues): boolean {
  return (
    values.name.trim() !== "" && !invalidNumber(values.weight) && !invalidNumber(values.height)
  );
}

export function toSaveInput(values: ProfileFormValues) {
  return {
    name: values.name.trim(),
    dateOfBirth: values.dateOfBirth === "" ? null : values.dateOfBirth,
    feedingType: values.feedingType === "" ? null : values.feedingType,
    conditions: optionalText(values.conditions),
    allergies: optionalText(values.allergies),
    weight: optionalText(values.weight),
    height: optionalText(values.height),
  };
}
