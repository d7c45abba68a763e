import type { Kysely } from "kysely";
import type { BabyProfileRow, Database } from "../schema";
import type { BabyProfile, FeedingType } from "../types";

export function toBabyProfile(row: BabyProfileRow): BabyProfile {
  return {
    name: row.name,
    dateOfBirth: row.date_of_birth,
    feedingType: row.feeding_type,
    conditions: row.conditions,
    allergies: row.allergies,
    weight: row.weight,
    height: row.height,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Fields to save; a field left undefined keeps its stored value, null clears it. */
export interface BabyProfileInput {
  name?: string | null;
  dateOfBirth?: string | null;
  feedingType?: FeedingType | null;
  conditions?: string | null;
  allergies?: string | null;
  weight?: string | null;
  height?: string | null;
}

function toColumns(input: BabyProfileInput) {
  const columns: Partial<Omit<BabyProfileRow, "id" | "user_id" | "created_at" | "updated_at">> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.dateOfBirth !== undefined) columns.date_of_birth = input.dateOfBirth;
  if (input.feedingType !== undefined) columns.feeding_type = input.feedingType;
  if (input.conditions !== undefined) columns.conditions = input.conditions;
  if (input.allergies !== undefined) columns.allergies = input.allergies;
  if (input.weight !== undefined) columns.weight = input.weight;
  if (input.height !== undefined) columns.height = input.height;
  return columns;
}

export async function findBabyProfile(
  db: Kysely<Database>,
  userId: number,
): Promise<BabyProfile | null> {
  const row = await db
    .selectFrom("baby_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toBabyProfile(row) : null;
}

/** Creates the user's one profile or updates it; `isNew` tells which happened. */
export async function saveBabyProfile(
  db: Kysely<Database>,
  userId: number,
  input: BabyProfileInput,
  now = new Date(),
): Promise<{ isNew: boolean; profile: BabyProfile }> {
  const at = now.toISOString();
  const columns = toColumns(input);
  // Insert-or-nothing first: the unique user_id decides "new" even under concurrent saves.
  const inserted = await db
    .insertInto("baby_profiles")
    .values({ user_id: userId, ...columns, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { isNew: true, profile: toBabyProfile(inserted) };
  const updated = await db
    .updateTable("baby_profiles")
    .set({ ...columns, updated_at: at })
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { isNew: false, profile: toBabyProfile(updated) };
}
