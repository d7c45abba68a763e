// The live schema as plain data, read from either engine's catalogue, so one schema test checks
// SQLite and PostgreSQL alike.
import { sql, type Kysely } from "kysely";
import { isPostgresDb } from "../src/client";
import type { Database } from "../src/schema";

export interface SchemaInspector {
  /** Tables of the app (Kysely's own migration tables left out), sorted. */
  tables(): Promise<string[]>;
  /** Each column: "required" (NOT NULL or an integer key) or "nullable". */
  columns(table: string): Promise<Record<string, "required" | "nullable">>;
  /** Columns of each unique index or key of the table, joined with "+". */
  uniqueColumns(table: string): Promise<string[]>;
  /** Columns of a named index, in order. */
  indexColumns(name: string): Promise<string[]>;
  /** "column->table:ON DELETE rule" for each foreign key, sorted. */
  foreignKeys(table: string): Promise<string[]>;
  /** What full-text search runs on: FTS5 tables (SQLite) or GIN indexes (PostgreSQL), sorted. */
  searchIndexes(): Promise<string[]>;
}

const appTables = (names: string[]) => names.filter((n) => !n.startsWith("kysely_")).sort();

function sqliteInspector(db: Kysely<Database>): SchemaInspector {
  const indexColumns = async (name: string) =>
    (await sql<{ name: string }>`SELECT name FROM pragma_index_info(${name})`.execute(db)).rows.map(
      (c) => c.name,
    );
  return {
    async tables() {
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM pragma_table_list
        WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
      return appTables(rows.map((r) => r.name));
    },
    async columns(table) {
      const { rows } = await sql<{ name: string; notnull: number; pk: number; type: string }>`
        SELECT * FROM pragma_table_info(${table})`.execute(db);
      return Object.fromEntries(
        rows.map((c) => [
          c.name,
          c.notnull === 1 || (c.pk === 1 && c.type.toUpperCase() === "INTEGER")
            ? "required"
            : "nullable",
        ]),
      );
    },
    async uniqueColumns(table) {
      const { rows } = await sql<{ name: string; unique: number }>`
        SELECT * FROM pragma_index_list(${table})`.execute(db);
      const result: string[] = [];
      for (const idx of rows.filter((i) => i.unique === 1)) {
        result.push((await indexColumns(idx.name)).join("+"));
      }
      return result;
    },
    indexColumns,
    async foreignKeys(table) {
      const { rows } = await sql<{ table: string; from: string; on_delete: string }>`
        SELECT * FROM pragma_foreign_key_list(${table})`.execute(db);
      return rows.map((r) => `${r.from}->${r.table}:${r.on_delete}`).sort();
    },
    async searchIndexes() {
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM sqlite_master
        WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'`.execute(db);
      return rows.map((r) => r.name).sort();
    },
  };
}

function postgresInspector(db: Kysely<Database>): SchemaInspector {
  const indexColumns = async (where: ReturnType<typeof sql>) =>
    (
      await sql<{ columns: string }>`
        SELECT string_agg(a.attname, '+' ORDER BY k.ord) AS columns
        FROM pg_index i
        JOIN pg_class t ON t.oid = i.indrelid
        JOIN pg_class ix ON ix.oid = i.indexrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
        WHERE n.nspname = current_schema() AND ${where}
        GROUP BY i.indexrelid`.execute(db)
    ).rows.map((r) => r.columns);
  return {
    async tables() {
      const { rows } = await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
      return appTables(rows.map((r) => r.name));
    },
    async columns(table) {
      const { rows } = await sql<{ name: string; is_nullable: "YES" | "NO" }>`
        SELECT column_name AS name, is_nullable FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
      return Object.fromEntries(
        rows.map((c) => [c.name, c.is_nullable === "NO" ? "required" : "nullable"]),
      );
    },
    uniqueColumns: (table) => indexColumns(sql`t.relname = ${table} AND i.indisunique`),
    async indexColumns(name) {
      const [columns] = await indexColumns(sql`ix.relname = ${name}`);
      return columns ? columns.split("+") : [];
    },
    async foreignKeys(table) {
      const { rows } = await sql<{ from: string; table: string; on_delete: string }>`
        SELECT kcu.column_name AS "from", ccu.table_name AS "table", rc.delete_rule AS on_delete
        FROM information_schema.referential_constraints rc
        JOIN information_schema.key_column_usage kcu
          ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = rc.constraint_name AND ccu.constraint_schema = rc.constraint_schema
        WHERE kcu.table_schema = current_schema() AND kcu.table_name = ${table}`.execute(db);
      return rows.map((r) => `${r.from}->${r.table}:${r.on_delete}`).sort();
    },
    async searchIndexes() {
      const { rows } = await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes
        WHERE schemaname = current_schema() AND indexdef LIKE '%USING gin (to_tsvector%'`.execute(
        db,
      );
      return rows.map((r) => r.name).sort();
    },
  };
}

export function inspectSchema(db: Kysely<Database>): SchemaInspector {
  return isPostgresDb(db) ? postgresInspector(db) : sqliteInspector(db);
}
