import type { Kysely } from "kysely";

/**
 * A visitor (a browser's anonymous cookie) remembers the user who signed in on it, so deleting an
 * account finds the temporary chats and client logs that browser made, on every device.
 * Uses only DDL both SQLite and PostgreSQL accept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("visitor_sessions")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("visitor_sessions_user_id_idx")
    .on("visitor_sessions")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("client_logs_created_at_idx")
    .on("client_logs")
    .column("created_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("client_logs_created_at_idx").execute();
  await db.schema.dropIndex("visitor_sessions_user_id_idx").execute();
  await db.schema.alterTable("visitor_sessions").dropColumn("user_id").execute();
}
