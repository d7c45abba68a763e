/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on the current
   Database interface: they describe the schema as it was on their date. */
import { sql, type Kysely } from "kysely";
import { idColumn, isJson, nowDefault, timestampType } from "./dialect";

// Append-only: once committed, a migration never changes. Add a new dated file instead.
// (The PostgreSQL spellings came later through dialect.ts; on SQLite this emits the same DDL as
// when it was first applied.)

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const time = timestampType(db);
  /** ISO-8601 UTC with milliseconds on SQLite, the same text `Date#toISOString()` produces. */
  const nowIso = nowDefault(db);
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", id)
    .addColumn("firebase_uid", "text", (c) => c.notNull().unique())
    .addColumn("email", "text")
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("profile_image_url", "text")
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", time, (c) => c.notNull())
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("visitor_sessions")
    .addColumn("visitor_id", "text", (c) => c.primaryKey().notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .addColumn("last_seen_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();
  await db.schema
    .createIndex("visitor_sessions_last_seen_at_idx")
    .on("visitor_sessions")
    .column("last_seen_at")
    .execute();

  await db.schema
    .createTable("conversations")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("visitor_id", "text", (c) =>
      c.references("visitor_sessions.visitor_id").onDelete("cascade"),
    )
    .addColumn("temp_id", "text")
    .addColumn("title", "text", (c) => c.notNull().defaultTo("New Chat"))
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .addColumn("updated_at", time, (c) => c.notNull().defaultTo(nowIso))
    // A conversation belongs to a user or to a visitor, never both, never neither;
    // only visitor conversations carry the client's temporary id.
    .addCheckConstraint("conversations_owner_check", sql`(user_id IS NULL) <> (visitor_id IS NULL)`)
    .addCheckConstraint(
      "conversations_temp_id_check",
      sql`(visitor_id IS NULL) = (temp_id IS NULL)`,
    )
    .execute();
  await db.schema
    .createIndex("conversations_user_id_updated_at_idx")
    .on("conversations")
    .columns(["user_id", "updated_at"])
    .execute();
  await db.schema
    .createIndex("conversations_visitor_temp_idx")
    .on("conversations")
    .columns(["visitor_id", "temp_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("conversations_visitor_created_at_idx")
    .on("conversations")
    .column("created_at")
    .where(sql.ref("visitor_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "integer", id)
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("role", "text", (c) => c.notNull().check(sql`role IN ('user', 'assistant')`))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull().defaultTo("[]").check(isJson(db, "sources")))
    .addColumn("urgency", "text", (c) =>
      c.check(sql`urgency IN ('emergency', 'urgent', 'routine')`),
    )
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();
  await db.schema
    .createIndex("messages_conversation_id_idx")
    .on("messages")
    .columns(["conversation_id", "id"])
    .execute();

  await db.schema
    .createTable("feedback")
    .addColumn("id", "integer", id)
    .addColumn("message_id", "integer", (c) =>
      c.notNull().unique().references("messages.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("helpful", "integer", (c) => c.notNull().check(sql`helpful IN (0, 1)`))
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();
  await db.schema.createIndex("feedback_user_id_idx").on("feedback").column("user_id").execute();

  await db.schema
    .createTable("baby_profiles")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) =>
      c.notNull().unique().references("users.id").onDelete("cascade"),
    )
    .addColumn("name", "text")
    .addColumn("date_of_birth", "text")
    .addColumn("feeding_type", "text", (c) =>
      c.check(sql`feeding_type IN ('breastfeeding', 'formula', 'both')`),
    )
    .addColumn("conditions", "text")
    .addColumn("allergies", "text")
    .addColumn("weight", "text")
    .addColumn("height", "text")
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .addColumn("updated_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();

  await db.schema
    .createTable("legal_acceptances")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) =>
      c.notNull().unique().references("users.id").onDelete("cascade"),
    )
    .addColumn("accepted_at", time, (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("client_logs")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    // Logs outlive the visitor's 24-hour session but lose the link to it.
    .addColumn("visitor_id", "text", (c) =>
      c.references("visitor_sessions.visitor_id").onDelete("set null"),
    )
    .addColumn("payload", "text", (c) => c.notNull().check(isJson(db, "payload")))
    .addColumn("created_at", time, (c) => c.notNull().defaultTo(nowIso))
    .execute();
  await db.schema
    .createIndex("client_logs_user_id_idx")
    .on("client_logs")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("client_logs_visitor_id_idx")
    .on("client_logs")
    .column("visitor_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "client_logs",
    "legal_acceptances",
    "baby_profiles",
    "feedback",
    "messages",
    "conversations",
    "visitor_sessions",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
