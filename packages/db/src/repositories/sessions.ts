import type { Kysely } from "kysely";
import type { Database } from "../schema";
import type { User } from "../types";
import { toUser } from "./users";

export interface Session {
  tokenHash: string;
  userId: number;
  expiresAt: string;
}

export async function createSession(
  db: Kysely<Database>,
  input: { tokenHash: string; userId: number; expiresAt: Date },
  now = new Date(),
): Promise<Session> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: input.tokenHash,
      user_id: input.userId,
      expires_at: input.expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return {
    tokenHash: input.tokenHash,
    userId: input.userId,
    expiresAt: input.expiresAt.toISOString(),
  };
}

/** The user behind a live session, or null when the session is unknown or expired. */
export async function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
  now = new Date(),
): Promise<User | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
