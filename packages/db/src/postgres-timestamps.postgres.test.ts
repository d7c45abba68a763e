import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Db } from "./client";

// The pool's sessions and what they read back, on the real server.
let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

describe("PostgreSQL timestamps", () => {
  it("runs every session in UTC", async () => {
    const { rows } = await sql<{
      zone: string;
    }>`SELECT current_setting('TimeZone') AS zone`.execute(db);
    expect(rows[0]!.zone).toBe("UTC");
  });

  it("reads timestamptz back as the ISO text a Date writes, whatever zone the value was written in", async () => {
    const written = [
      "2026-11-24T05:00:00.000Z",
      "2026-11-24T05:00:00.123Z",
      "1999-12-31T23:59:59.999Z",
    ];
    for (const iso of written) {
      const { rows } = await sql<{ at: string }>`SELECT ${iso}::timestamptz AS at`.execute(db);
      expect(rows[0]!.at).toBe(iso);
    }
    const { rows } = await sql<{ at: string; micros: string; zoned: string }>`
      SELECT '2026-11-24 05:00:00.123987+00'::timestamptz AS micros,
             '2026-11-24 07:00:00.5+02'::timestamptz AS zoned,
             '2026-11-24 05:00:00+00'::timestamptz AS at`.execute(db);
    expect(rows[0]).toEqual({
      micros: "2026-11-24T05:00:00.123Z",
      zoned: "2026-11-24T05:00:00.500Z",
      at: "2026-11-24T05:00:00.000Z",
    });
  });
});
