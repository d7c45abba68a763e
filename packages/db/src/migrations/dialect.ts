/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> (see index.ts). */
import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
} from "kysely";

// The few places where SQLite and PostgreSQL spell the same schema differently. Migrations use these
// and nothing else dialect-specific, so one migration file serves both engines. Each SQLite branch
// emits exactly what the migrations wrote before PostgreSQL existed: an applied SQLite schema never
// differs from a fresh one.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A surrogate key: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL's identity column. */
export function idColumn(db: Kysely<any>) {
  return (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

/**
 * A point in time: ISO-8601 UTC text on SQLite (it sorts as text), timestamptz on PostgreSQL. The
 * PostgreSQL pool reads timestamptz back as the same ISO text (see postgres.ts), so repositories see
 * one format on both.
 */
export function timestampType(db: Kysely<any>): ColumnDataType {
  return isPostgres(db) ? "timestamptz" : "text";
}

/** The current time as a column default, in the column's format. */
export function nowDefault(db: Kysely<any>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A CHECK that a text column holds valid JSON. */
export function isJson(db: Kysely<any>, column: string): Expression<any> {
  // PostgreSQL 15 has no IS JSON predicate: the cast refuses invalid text with an error of its own.
  return isPostgres(db)
    ? sql`(${sql.raw(column)}::jsonb IS NOT NULL)`
    : sql`json_valid(${sql.raw(column)})`;
}
