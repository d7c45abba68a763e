/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> (see index.ts). */
import type { Kysely } from "kysely";
import { idColumn, nowDefault, timestampType } from "./dialect";

/**
 * Read-only share links. Only the SHA-256 of a link's token is stored (as for sessions), so a
 * database leak does not hand out working links. A link ends when it expires or is revoked; the
 * row stays so the page can say which. Deleting the conversation or the account deletes its links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const time = timestampType(db);
  await db.schema
    .createTable("shares")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("expires_at", time, (c) => c.notNull())
    .addColumn("revoked_at", time)
    .execute();
  await db.schema
    .createIndex("shares_conversation_id_idx")
    .on("shares")
    .column("conversation_id")
    .execute();
  await db.schema.createIndex("shares_user_id_idx").on("shares").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shares").execute();
}
