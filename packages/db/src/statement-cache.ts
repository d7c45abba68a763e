import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct SQL texts kept prepared: the app's statements number a few dozen; room for the odd one-off. */
export const STATEMENT_CACHE_SIZE = 200;

/** What the cache needs of a better-sqlite3 `Database`. */
export interface PreparingDatabase {
  prepare(sql: string): SqliteStatement;
  close(): void;
}

export interface StatementCache extends SqliteDatabase {
  /** Statements currently held. */
  readonly size: number;
}

/**
 * A better-sqlite3 database for Kysely's SqliteDialect that prepares each SQL text once. The dialect
 * calls `prepare` for every query, and parsing and planning the same text again costs about as much
 * as running it; Kysely binds values as parameters, so the texts repeat. The least recently used
 * statement is dropped beyond `capacity`, so one-off texts (migrations, PRAGMAs) cannot grow it
 * without end. Reusing a statement is safe because the dialect runs one query at a time on its
 * single connection (a mutex), and better-sqlite3 resets a statement after each run, error or
 * finished iteration.
 */
export function statementCache(
  database: PreparingDatabase,
  capacity = STATEMENT_CACHE_SIZE,
): StatementCache {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new Error(`Statement cache capacity must be a positive integer, got ${capacity}`);
  }
  const statements = new Map<string, SqliteStatement>();
  return {
    get size() {
      return statements.size;
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= capacity) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
