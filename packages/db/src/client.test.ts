import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { databaseEngine, migrateToLatest, openDatabase, sqlitePathFromUrl } from "./client";
import { migrations } from "./migrations/index";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "nestling-db-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("sqlitePathFromUrl", () => {
  it("accepts file: URLs, plain paths and :memory:", () => {
    expect(sqlitePathFromUrl("file:/data/app.db")).toBe("/data/app.db");
    expect(sqlitePathFromUrl("file:./data/app.db")).toBe("./data/app.db");
    expect(sqlitePathFromUrl("file:///data/app.db")).toBe("/data/app.db");
    expect(sqlitePathFromUrl("/data/app.db")).toBe("/data/app.db");
    expect(sqlitePathFromUrl("data/app.db")).toBe("data/app.db");
    expect(sqlitePathFromUrl(":memory:")).toBe(":memory:");
    expect(sqlitePathFromUrl("file:/data/app.db?mode=rwc")).toBe("/data/app.db");
  });

  it("rejects an empty URL", () => {
    expect(() => sqlitePathFromUrl("  ")).toThrow(/empty/);
  });
});

describe("databaseEngine", () => {
  it("selects PostgreSQL for postgres:// and postgresql:// URLs, SQLite for the rest", () => {
    expect(databaseEngine("postgres://app@db.internal:5432/nestling")).toBe("postgres");
    expect(databaseEngine(" postgresql://app@/nestling?host=/run/postgresql")).toBe("postgres");
    expect(databaseEngine("file:./data/nestling.db")).toBe("sqlite");
    expect(databaseEngine("/var/lib/nestling/app.db")).toBe("sqlite");
    expect(databaseEngine(":memory:")).toBe("sqlite");
  });
});

describe("openDatabase", () => {
  it("creates the parent folder and sets the pragmas", async () => {
    const path = join(tempDir(), "nested", "deeper", "app.db");
    const db = openDatabase(`file:${path}`);
    try {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(db)).rows[0] ?? {},
        )[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
      expect(await pragma("synchronous")).toBe(1); // NORMAL
      expect(existsSync(path)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("opens a file URL and keeps data across reopen", async () => {
    const path = join(tempDir(), "app.db");
    const first = openDatabase(pathToFileURL(path).href);
    await migrateToLatest(first);
    await first
      .insertInto("users")
      .values({
        firebase_uid: "u1",
        email: null,
        first_name: null,
        last_name: null,
        profile_image_url: null,
      })
      .execute();
    await first.destroy();
    const second = openDatabase(path);
    try {
      expect(await migrateToLatest(second)).toEqual([]);
      const users = await second.selectFrom("users").select("firebase_uid").execute();
      expect(users).toEqual([{ firebase_uid: "u1" }]);
    } finally {
      await second.destroy();
    }
  });
});

describe("migrateToLatest", () => {
  it("runs every migration up from an empty database, in order, once", async () => {
    const db = openDatabase(":memory:");
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("names migrations with a sortable date prefix", () => {
    const names = Object.keys(migrations);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+$/);
    expect([...names].sort()).toEqual(names);
  });

  it("migrates down to an empty database", async () => {
    const db = openDatabase(":memory:");
    try {
      await migrateToLatest(db);
      for (const name of Object.keys(migrations).reverse()) await migrations[name]!.down!(db);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely_%' AND name NOT LIKE 'sqlite_%'`.execute(
        db,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});

describe("secure delete", () => {
  it("leaves no deleted text readable in the database file", async () => {
    const file = join(tempDir(), "secure.db");
    const db = openDatabase(`file:${file}`);
    await migrateToLatest(db);
    const marker = JSON.stringify({ logs: ["ZEBRA-SECRET-QUESTION-".repeat(20)] });
    await sql`INSERT INTO client_logs (payload, created_at) VALUES (${marker}, '2025-01-01T00:00:00.000Z')`.execute(
      db,
    );
    await sql`DELETE FROM client_logs`.execute(db);
    // Closing the last connection checkpoints the WAL into the file and removes the WAL.
    await db.destroy();
    expect(readFileSync(file).includes("ZEBRA-SECRET-QUESTION-")).toBe(false);
  });

  it("leaves no word of a deleted message in the search index", async () => {
    const file = join(tempDir(), "secure-search.db");
    const db = openDatabase(`file:${file}`);
    await migrateToLatest(db);
    const { id: userId } = await sql<{ id: number }>`
      INSERT INTO users (firebase_uid) VALUES ('u') RETURNING id`
      .execute(db)
      .then((r) => r.rows[0]!);
    const { id } = await sql<{ id: number }>`
      INSERT INTO conversations (user_id, title) VALUES (${userId}, 'Quokkazebrafoo') RETURNING id`
      .execute(db)
      .then((r) => r.rows[0]!);
    await sql`INSERT INTO messages (conversation_id, role, content)
      VALUES (${id}, 'user', 'my zebrasecretword question')`.execute(db);
    await sql`DELETE FROM conversations WHERE id = ${id}`.execute(db);
    await db.destroy();
    const bytes = readFileSync(file);
    expect(bytes.includes("zebrasecretword")).toBe(false);
    expect(bytes.includes("quokkazebrafoo")).toBe(false);
  });
});
