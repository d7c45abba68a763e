/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> (see index.ts). */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

/**
 * The history list's index, in the list's own order (most recently active first, ties newest
 * first) and holding the title, so a parent's conversations are read from the index alone, already
 * sorted. The index it replaces, (user_id, updated_at), left PostgreSQL to sort each list on id
 * and to fetch every row from the table (a list of 200: ~140 buffer reads and a sort, against 6
 * reads with this one). It also serves the list's pages and the user_id foreign key's cascades.
 * PostgreSQL carries the title as an INCLUDE column (not part of the key); SQLite, which has no
 * INCLUDE, as the last key column, after the unique id, so it never changes the order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await (
    isPostgres(db)
      ? sql`CREATE INDEX conversations_user_activity_idx
          ON conversations (user_id, updated_at DESC, id DESC) INCLUDE (title)`
      : sql`CREATE INDEX conversations_user_activity_idx
          ON conversations (user_id, updated_at DESC, id DESC, title)`
  ).execute(db);
  await db.schema.dropIndex("conversations_user_id_updated_at_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("conversations_user_id_updated_at_idx")
    .on("conversations")
    .columns(["user_id", "updated_at"])
    .execute();
  await db.schema.dropIndex("conversations_user_activity_idx").execute();
}
