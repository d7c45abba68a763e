/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> (see index.ts). */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Full-text search over conversation titles and message text ("Search chats").
 *
 * SQLite: two FTS5 tables that index the existing rows in place (external content, so the text is
 * not stored twice), kept in step by triggers; `rebuild` indexes what is already there.
 * PostgreSQL: GIN indexes on the same `to_tsvector('english', …)` expressions the search query
 * uses, so no extra column has to be kept in step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX messages_content_search_idx ON messages
      USING GIN (to_tsvector('english', content))`.execute(db);
    await sql`CREATE INDEX conversations_title_search_idx ON conversations
      USING GIN (to_tsvector('english', title))`.execute(db);
    return;
  }
  for (const [table, column] of [
    ["messages", "content"],
    ["conversations", "title"],
  ] as const) {
    const fts = sql.raw(`${table}_fts`);
    const source = sql.raw(table);
    const col = sql.raw(column);
    // porter: "sleeping" finds "sleep"; remove_diacritics: "creme" finds "crème".
    await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(
      ${col}, content='${sql.raw(table)}', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
    // A deleted message's words leave the index at once (not at some later merge), as the
    // database's secure_delete does for the rows themselves.
    await sql`INSERT INTO ${fts}(${fts}, rank) VALUES ('secure-delete', 1)`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_insert`)} AFTER INSERT ON ${source} BEGIN
      INSERT INTO ${fts}(rowid, ${col}) VALUES (new.id, new.${col});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_delete`)} AFTER DELETE ON ${source} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${col}) VALUES ('delete', old.id, old.${col});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_update`)} AFTER UPDATE OF ${col} ON ${source} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${col}) VALUES ('delete', old.id, old.${col});
      INSERT INTO ${fts}(rowid, ${col}) VALUES (new.id, new.${col});
    END`.execute(db);
    await sql`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX conversations_title_search_idx`.execute(db);
    await sql`DROP INDEX messages_content_search_idx`.execute(db);
    return;
  }
  for (const table of ["conversations", "messages"]) {
    for (const suffix of ["insert", "delete", "update"]) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_fts_${suffix}`)}`.execute(db);
    }
    await sql`DROP TABLE ${sql.raw(`${table}_fts`)}`.execute(db);
  }
}
