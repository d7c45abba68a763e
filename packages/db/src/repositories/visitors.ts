import { sql, type Kysely } from "kysely";
import { isPostgres } from "../migrations/dialect";
import type { Database } from "../schema";
import type { Visitor } from "../types";

export async function findVisitorByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Visitor | null> {
  const row = await db
    .selectFrom("visitor_sessions")
    .select(["visitor_id", "user_id", "created_at", "last_seen_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row
    ? {
        visitorId: row.visitor_id,
        userId: row.user_id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }
    : null;
}

/**
 * Records a visitor's activity in one statement: creates the visitor (first chat) or moves
 * `last_seen_at`. Also brings back a visitor whose row the 24-hour purge dropped while their cookie
 * was still in use, so the chat that follows never refers to a missing visitor. With `userId` (a
 * signed-in user chatting in a temporary conversation) the browser is tied to that user.
 */
export async function saveVisitor(
  db: Kysely<Database>,
  input: { visitorId: string; tokenHash: string; userId?: number | null },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const userId = input.userId ?? null;
  await db
    .insertInto("visitor_sessions")
    .values({
      visitor_id: input.visitorId,
      token_hash: input.tokenHash,
      user_id: userId,
      created_at: at,
      last_seen_at: at,
    })
    .onConflict((oc) =>
      oc
        .column("visitor_id")
        .doUpdateSet(
          userId === null ? { last_seen_at: at } : { last_seen_at: at, user_id: userId },
        ),
    )
    .execute();
}

/**
 * Ties a browser's visitor to the user who signed in on it, with the client logs it sent before,
 * so deleting the account removes them too.
 */
export async function linkVisitorToUser(
  db: Kysely<Database>,
  visitorId: string,
  userId: number,
): Promise<void> {
  const run = async (trx: Kysely<Database>) => {
    await trx
      .updateTable("visitor_sessions")
      .set({ user_id: userId })
      .where("visitor_id", "=", visitorId)
      .execute();
    await trx
      .updateTable("client_logs")
      .set({ user_id: userId })
      .where("visitor_id", "=", visitorId)
      .where("user_id", "is", null)
      .execute();
  };
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}

/** Deletes a visitor and their temporary conversations (messages and feedback cascade). */
export async function deleteVisitor(db: Kysely<Database>, visitorId: string): Promise<void> {
  await db.deleteFrom("visitor_sessions").where("visitor_id", "=", visitorId).execute();
}

/** A PostgreSQL advisory lock key for the purge (any constant the app uses for nothing else). */
const PURGE_LOCK_KEY = 4_117_220_650;

/**
 * Drops anonymous data past its retention: visitor conversations started before `cutoff` (their
 * messages and feedback cascade) and visitor sessions idle since before `cutoff`. Every instance
 * may call it: on PostgreSQL one purge runs at a time (the others find the lock taken and return
 * zeros rather than queue behind it or deadlock on the same rows); the deletes are idempotent.
 */
export async function purgeVisitorDataOlderThan(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<{ conversations: number; visitors: number }> {
  const at = cutoff.toISOString();
  const run = async (trx: Kysely<Database>) => {
    if (isPostgres(trx)) {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) AS locked`.execute(trx);
      if (!rows[0]?.locked) return { conversations: 0, visitors: 0 };
    }
    const conversations = await trx
      .deleteFrom("conversations")
      .where("visitor_id", "is not", null)
      .where("created_at", "<", at)
      .executeTakeFirst();
    const visitors = await trx
      .deleteFrom("visitor_sessions")
      .where("last_seen_at", "<", at)
      .executeTakeFirst();
    return {
      conversations: Number(conversations.numDeletedRows),
      visitors: Number(visitors.numDeletedRows),
    };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
