import SQLite from "./sqlite-driver";
import type BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { statementCache } from "./statement-cache";

/** A real in-memory better-sqlite3 database that counts how often it prepares. */
function countingDatabase() {
  const sqlite = new SQLite(":memory:");
  const counts = { prepared: 0, closed: 0 };
  return {
    counts,
    sqlite,
    database: {
      prepare(sql: string) {
        counts.prepared += 1;
        return sqlite.prepare(sql);
      },
      close() {
        counts.closed += 1;
        sqlite.close();
      },
    },
  };
}

const opened: { sqlite: BetterSqlite3.Database }[] = [];
afterEach(() => {
  for (const { sqlite } of opened.splice(0)) if (sqlite.open) sqlite.close();
});

function setup() {
  const counting = countingDatabase();
  opened.push(counting);
  return counting;
}

describe("statementCache", () => {
  it("prepares a SQL text once and hands back the same statement", () => {
    const { database, counts } = setup();
    const cache = statementCache(database);
    const first = cache.prepare("SELECT ? AS n");
    const second = cache.prepare("SELECT ? AS n");
    expect(second).toBe(first);
    expect(counts.prepared).toBe(1);
    expect(second.all([7])).toEqual([{ n: 7 }]);
    expect(cache.prepare("SELECT ? AS n").all([8])).toEqual([{ n: 8 }]);
    expect(cache.prepare("SELECT ? + 1 AS n")).not.toBe(first);
    expect(counts.prepared).toBe(2);
  });

  it("stays within its capacity, dropping the least recently used statement", () => {
    const { database, counts } = setup();
    const cache = statementCache(database, 3);
    const a = cache.prepare("SELECT 1");
    cache.prepare("SELECT 2");
    cache.prepare("SELECT 3");
    expect(cache.prepare("SELECT 1")).toBe(a); // now the most recently used
    cache.prepare("SELECT 4"); // drops SELECT 2
    expect(cache.size).toBe(3);
    expect(counts.prepared).toBe(4);
    expect(cache.prepare("SELECT 1")).toBe(a);
    expect(cache.prepare("SELECT 3").all([])).toEqual([{ 3: 3 }]);
    expect(counts.prepared).toBe(4);
    cache.prepare("SELECT 2"); // was dropped: prepared again
    expect(counts.prepared).toBe(5);
    expect(cache.size).toBe(3);
    for (let i = 0; i < 50; i++) cache.prepare(`SELECT ${i + 10}`);
    expect(cache.size).toBe(3);
  });

  it("keeps no statement that failed to prepare", () => {
    const { database } = setup();
    const cache = statementCache(database);
    expect(() => cache.prepare("SELECT FROM nowhere")).toThrow();
    expect(cache.size).toBe(0);
  });

  it("reuses a statement after a run that failed", () => {
    const { database } = setup();
    database.prepare("CREATE TABLE t (id INTEGER PRIMARY KEY)").run();
    const cache = statementCache(database);
    cache.prepare("INSERT INTO t (id) VALUES (?)").run([1]);
    expect(() => cache.prepare("INSERT INTO t (id) VALUES (?)").run([1])).toThrow(/UNIQUE/);
    cache.prepare("INSERT INTO t (id) VALUES (?)").run([2]);
    expect(cache.prepare("SELECT id FROM t ORDER BY id").all([])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("empties itself and closes the database on close", () => {
    const { database, counts, sqlite } = setup();
    const cache = statementCache(database);
    cache.prepare("SELECT 1");
    cache.close();
    expect(cache.size).toBe(0);
    expect(counts.closed).toBe(1);
    expect(sqlite.open).toBe(false);
  });

  it("refuses a capacity that is not a positive integer", () => {
    const { database } = setup();
    expect(() => statementCache(database, 0)).toThrow(/capacity/);
    expect(() => statementCache(database, 1.5)).toThrow(/capacity/);
  });
});

describe("openDatabase with the statement cache", () => {
  it("serves repeated Kysely queries, streams and transactions correctly", async () => {
    const db = openDatabase(":memory:");
    try {
      await db.schema
        .createTable("things")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("name", "text")
        .execute();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table outside the app schema
      const anyDb = db as any;
      for (let i = 1; i <= 5; i++)
        await anyDb
          .insertInto("things")
          .values({ id: i, name: `n${i}` })
          .execute();
      const select = () =>
        anyDb.selectFrom("things").select(["id"]).where("id", ">", 2).orderBy("id");
      expect(await select().execute()).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
      const streamed: unknown[] = [];
      for await (const row of select().stream()) {
        streamed.push(row);
        if (streamed.length === 2) break; // an abandoned iteration must not block the statement
      }
      expect(streamed).toEqual([{ id: 3 }, { id: 4 }]);
      expect(await select().execute()).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
      await expect(
        db.transaction().execute(async (trx) => {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          await (trx as any).insertInto("things").values({ id: 6, name: "n6" }).execute();
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await select().execute()).toHaveLength(3);
    } finally {
      await db.destroy();
    }
  });
});
