import { TRPCError } from "@trpc/server";
import {
  findBabyProfile,
  saveBabyProfile as storeBabyProfile,
  type BabyProfile,
  type User,
} from "@nestling/db";
import { MAX_CHILD_AGE_YEARS } from "../constants";
import { clock, type RouterDeps } from "../deps";
import type { SaveBabyProfileInput } from "../schemas";

export async function getBabyProfile(deps: RouterDeps, user: User): Promise<BabyProfile> {
  const profile = await findBabyProfile(deps.db, user.id);
  if (!profile) throw new TRPCError({ code: "NOT_FOUND", message: "No baby profile yet" });
  return profile;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar date (YYYY-MM-DD) of a date of birth, checked against today: not in the future
 * (a day of slack for time zones) and not more than six years back.
 */
export function normalizeDateOfBirth(value: string, now: Date): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  const day = date.toISOString().slice(0, 10);
  if (date.getTime() > now.getTime() + DAY_MS) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Date of birth cannot be in the future" });
  }
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - MAX_CHILD_AGE_YEARS);
  if (date.getTime() < earliest.getTime() - DAY_MS) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `Date of birth must be within the last ${MAX_CHILD_AGE_YEARS} years`,
    });
  }
  return day;
}

/** Creates or updates the user's one baby profile; fields left out keep their saved value. */
export async function saveBabyProfile(
  deps: RouterDeps,
  user: User,
  input: SaveBabyProfileInput,
): Promise<{ isNewProfile: boolean; profile: BabyProfile }> {
  const now = clock(deps);
  const dateOfBirth = input.dateOfBirth
    ? normalizeDateOfBirth(input.dateOfBirth, now)
    : input.dateOfBirth;
  const { isNew, profile } = await storeBabyProfile(
    deps.db,
    user.id,
    { ...input, dateOfBirth },
    now,
  );
  return { isNewProfile: isNew, profile };
}
