import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "./sqlite-driver";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
  type MigrationResultSet,
} from "kysely";
import { isPostgres } from "./migrations/dialect";
import { migrationProvider } from "./migrations/index";
import { createPostgresPool, isPostgresUrl, type PostgresPoolOptions } from "./postgres";
import type { Database } from "./schema";
import { checkpointInBackground } from "./sqlite-checkpoints";
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

/** Which engine a database URL selects: `postgres://` or `postgresql://` is PostgreSQL, anything else SQLite. */
export function databaseEngine(url: string): "postgres" | "sqlite" {
  return isPostgresUrl(url) ? "postgres" : "sqlite";
}

export function isPostgresDb(db: Kysely<Database>): boolean {
  return isPostgres(db);
}

/** Resolves true once the database runs a query (readiness probes); rejects when it cannot. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  await sql`SELECT 1`.execute(db);
  return true;
}

/**
 * Opens the database behind `url`: PostgreSQL for `postgres://…` (a pg pool, see postgres.ts),
 * SQLite for `file:…`, a plain path or `:memory:`. Call `migrateToLatest` before use;
 * `db.destroy()` closes the pool or the file.
 */
export function openDatabase(url: string, options: PostgresPoolOptions = {}): Db {
  if (isPostgresUrl(url)) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPostgresPool(url, options) }),
    });
  }
  return openSqlite(url);
}

/**
 * Opens (creating if needed) the SQLite database behind `url` with the pragmas the app relies on:
 * WAL so readers never wait for the writer, foreign keys for the cascades, a busy timeout so a
 * second process waits instead of failing, NORMAL sync (safe with WAL, much faster), and secure
 * delete. Each distinct SQL text is prepared once (see `statementCache`), and a file's write-ahead
 * log is checkpointed by a background thread (see `checkpointInBackground`).
 * Call `migrateToLatest` before use; `db.destroy()` closes the file.
 */
function openSqlite(url: string): Db {
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
  const statements = statementCache(sqlite);
  if (path === ":memory:")
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  const checkpoints = checkpointInBackground(sqlite, resolve(path));
  const database = {
    prepare: (text: string) => statements.prepare(text),
    close() {
      checkpoints.stop();
      statements.close();
    },
  };
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/**
 * Runs every pending migration; throws (naming the failed migration) if one fails. Safe to call
 * from several processes at once against one database: each migration is applied exactly once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = isPostgres(db)
    ? await migratePostgres(db)
    : await db.connection().execute(migrateSqliteLocked);
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

/** Kysely's migrator holds an advisory lock while it runs, and each migration is a transaction. */
async function migratePostgres(db: Kysely<Database>): Promise<MigrationResultSet> {
  // Kysely looks for its migration table in every schema unless told which one: name the current
  // one, so databases in other schemas of the same server (tests run one per suite) don't count.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema;
  return new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
}

/**
 * Kysely takes no lock on SQLite, so two processes opening one file could both find a migration
 * pending and both run it. Holding the write lock (BEGIN IMMEDIATE) from the first look at the
 * migration table to the last statement makes the second wait (busy_timeout), then find nothing to
 * do; a failed migration also rolls back whole.
 */
async function migrateSqliteLocked(connection: Kysely<Database>): Promise<MigrationResultSet> {
  await sql`BEGIN IMMEDIATE`.execute(connection);
  let outcome: MigrationResultSet;
  try {
    outcome = await new Migrator({
      db: connection,
      provider: migrationProvider,
    }).migrateToLatest();
  } catch (error) {
    await sql`ROLLBACK`.execute(connection);
    throw error;
  }
  await sql.raw(outcome.error ? "ROLLBACK" : "COMMIT").execute(connection);
  return outcome;
}

/**
 * A fresh, migrated database for one test suite. By default an in-memory SQLite database; when
 * `url` (or NESTLING_TEST_DATABASE_URL, which the PostgreSQL test projects set) is a PostgreSQL
 * database, a new schema in it, dropped again by `db.destroy()`.
 */
export async function createTestDatabase(
  url = process.env.NESTLING_TEST_DATABASE_URL ?? ":memory:",
): Promise<Db> {
  if (!isPostgresUrl(url)) {
    const db = openDatabase(url);
    await migrateToLatest(db);
    return db;
  }
  const schema = `suite_${process.pid}_${randomBytes(6).toString("hex")}`;
  const db = openDatabase(url, { schema, max: 4 });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
  const close = db.destroy.bind(db);
  // The suite's schema goes with its connection pool, so a run leaves nothing behind.
  Object.defineProperty(db, "destroy", {
    value: async () => {
      try {
        // A query still running in the suite (a background job) may deadlock with the drop: retry.
        for (let attempt = 1; ; attempt++) {
          try {
            await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(db);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== "40P01" || attempt === 5) throw error;
          }
        }
      } finally {
        await close();
      }
    },
  });
  await migrateToLatest(db);
  return db;
}
