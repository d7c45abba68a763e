import type { Kysely } from "kysely";

/**
 * Triage's finer level on each answer (911, er, call-now, call-24h, home; `urgency` stays the coarse
 * group), and the parent's region (emergency numbers) in the signed-in user's profile. Plain
 * nullable text columns, so both SQLite and PostgreSQL accept the DDL and old rows stay valid.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").addColumn("disposition", "text").execute();
  await db.schema.alterTable("users").addColumn("region", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("region").execute();
  await db.schema.alterTable("messages").dropColumn("disposition").execute();
}
