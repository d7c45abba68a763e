import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface ClientLog {
  id: number;
  userId: number | null;
  visitorId: string | null;
  payload: unknown;
  createdAt: string;
}

/**
 * Stores one batch of client logs and keeps only the newest `keep` rows, so a public endpoint
 * cannot grow the database without bound.
 */
export async function insertClientLog(
  db: Kysely<Database>,
  input: { userId: number | null; visitorId: string | null; payload: unknown },
  options: { keep: number },
  now = new Date(),
): Promise<number> {
  const run = async (trx: Kysely<Database>) => {
    const row = await trx
      .insertInto("client_logs")
      .values({
        user_id: input.userId,
        visitor_id: input.visitorId,
        payload: JSON.stringify(input.payload, withoutNul),
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom("client_logs")
      .where("id", "<=", row.id - options.keep)
      .execute();
    return row.id;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * PostgreSQL's jsonb cannot hold U+0000 (the insert fails), so a NUL in a logged string is stored
 * as U+FFFD, the replacement character, on both engines alike.
 */
function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === "string" ? value.replaceAll("\u0000", "\ufffd") : value;
}

/** Newest first. */
export async function listClientLogs(db: Kysely<Database>, limit: number): Promise<ClientLog[]> {
  const rows = await db
    .selectFrom("client_logs")
    .selectAll()
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    visitorId: r.visitor_id,
    payload: JSON.parse(r.payload) as unknown,
    createdAt: r.created_at,
  }));
}

/** Drops client logs sent before `cutoff` (they are kept for a week). */
export async function deleteClientLogsOlderThan(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom("client_logs")
    .where("created_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
