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

/** What each engine says when a constraint refuses a row (SQLite's wording, then PostgreSQL's). */
export const violates = {
  unique: /UNIQUE constraint failed|violates unique constraint/,
  check: /CHECK constraint failed|violates check constraint/,
  foreignKey: /FOREIGN KEY constraint failed|violates foreign key constraint/,
  json: /CHECK constraint failed|invalid input syntax for type json/,
};
