import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { migrationProvider } from "./migrations/index";
import type { Database } from "./schema";
import { statementCache } from "./statement-cache";

export type Db = Kysely<Database>;

/**
 * Turns `file:/abs/app.db`, `file:./rel.db`, a plain path or `:memory:` into what better-sqlite3
 * opens. `sqlite:` prefixes are accepted too, as some hosts write them.
 */
export function sqlitePathFromUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "") throw new Error("Database URL is empty");
  if (trimmed === ":memory:" || trimmed === "file::memory:") return ":memory:";
  if (trimmed.startsWith("file://")) return fileURLToPath(trimmed);
  for (const prefix of ["file:", "sqlite:"]) {
    if (trimmed.startsWith(prefix)) return stripQuery(trimmed.slice(prefix.length));
  }
  return trimmed;
}

function stripQuery(path: string): string {
  const q = path.indexOf("?");
  return q === -1 ? path : path.slice(0, q);
}

/**
 * Opens (creating if needed) the SQLite database behind `url` with the pragmas the app relies on:
 * WAL so readers never wait for the writer, foreign keys for the cascades, a busy timeout so a
 * second process waits instead of failing, NORMAL sync (safe with WAL, much faster), and secure
 * delete. Each
 * distinct SQL text is prepared once (see `statementCache`).
 * Call `migrateToLatest` before use; `db.destroy()` closes the file.
 */
export function openDatabase(url: string): Db {
  const path = sqlitePathFromUrl(url);
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  if (path !== ":memory:") sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Deleted rows are overwritten with zeros, so an account deletion leaves no readable text in
  // the file's free pages.
  sqlite.pragma("secure_delete = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: statementCache(sqlite) }) });
}

/** Runs every pending migration; throws (naming the failed migration) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ""}failed: ${reason}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** A fresh, migrated in-memory database: one per test suite. */
export async function createTestDatabase(): Promise<Db> {
  const db = openDatabase(":memory:");
  await migrateToLatest(db);
  return db;
}
