import type { Kysely } from "kysely";
import type { Database } from "../src/schema";
import { upsertUser } from "../src/repositories/users";
import type { User } from "../src/types";

let counter = 0;

/** A user with a unique Firebase uid. */
export function makeUser(
  db: Kysely<Database>,
  overrides: Partial<Parameters<typeof upsertUser>[1]> = {},
): Promise<User> {
  counter += 1;
  return upsertUser(db, {
    firebaseUid: `uid-${counter}`,
    email: `parent${counter}@example.com`,
    firstName: "Pat",
    lastName: "Parent",
    profileImageUrl: null,
    ...overrides,
  });
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
