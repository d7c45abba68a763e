import type { Kysely } from "kysely";

/**
 * When the parent pressed Stop on a streamed answer (null for a finished one): the message holds
 * what they were shown, and the app marks it as stopped. Nullable text, as the other late columns,
 * so both SQLite and PostgreSQL accept the DDL and old rows stay valid.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").addColumn("stopped_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("stopped_at").execute();
}
