import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { databaseEngine, migrateToLatest, openDatabase, type Db } from "./client";
import { migrations } from "./migrations/index";

// Instances starting together against an empty database each run migrateToLatest at once: every
// one must succeed, and every migration must be applied exactly once.
const url = process.env.NESTLING_TEST_DATABASE_URL ?? ":memory:";
const cleanups: (() => Promise<void>)[] = [];
const sqliteFiles = new Map<Db, string>();
const execFileAsync = promisify(execFile);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Opens `count` connections to one new, empty database (a schema on PostgreSQL, a file on SQLite). */
async function emptyDatabase(count: number): Promise<Db[]> {
  if (databaseEngine(url) === "postgres") {
    const schema = `empty_${randomBytes(6).toString("hex")}`;
    const dbs = Array.from({ length: count }, () => openDatabase(url, { schema, max: 2 }));
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(dbs[0]!);
    cleanups.push(async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(dbs[0]!);
      for (const db of dbs) await db.destroy();
    });
    return dbs;
  }
  const dir = mkdtempSync(join(tmpdir(), "nestling-migrate-"));
  const file = join(dir, "app.db");
  const dbs = Array.from({ length: count }, () => openDatabase(file));
  for (const db of dbs) sqliteFiles.set(db, file);
  cleanups.push(async () => {
    for (const db of dbs) await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return dbs;
}

/** Migrates in a process of its own (SQLite's lock is per connection, and blocks its thread). */
async function migrateInProcess(db: Db): Promise<string[]> {
  const file = sqliteFiles.get(db)!;
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("../test/migrate-process.ts", import.meta.url)),
      file,
    ],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout) as string[];
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db);
  return rows[0]!.s;
}

describe(`migrating ${databaseEngine(url)} from several instances at once`, () => {
  it("applies every migration exactly once, and no instance fails", async () => {
    const dbs = await emptyDatabase(3);
    const running = dbs.map((db) =>
      sqliteFiles.has(db) ? migrateInProcess(db) : migrateToLatest(db),
    );
    const applied = await Promise.all(running);
    expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(
      dbs[0]!,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    for (const db of dbs) expect(await migrateToLatest(db)).toEqual([]);
  }, 60_000);

  it("migrates down to an empty database", async () => {
    const [db] = await emptyDatabase(1);
    await migrateToLatest(db!);
    for (const name of Object.keys(migrations).reverse()) await migrations[name]!.down!(db!);
    const tables = (await db!.introspection.getTables()).filter(
      (t) => !t.name.startsWith("kysely_"),
    );
    // PostgreSQL's introspection lists every schema of the database: look at this one only.
    const schema = databaseEngine(url) === "postgres" ? await currentSchema(db!) : undefined;
    expect(tables.filter((t) => t.schema === schema)).toEqual([]);
  });
});
