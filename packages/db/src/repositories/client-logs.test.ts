import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { deleteClientLogsOlderThan, insertClientLog, listClientLogs } from "./client-logs";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("client logs", () => {
  it("stores a NUL in a logged line as the replacement character (jsonb cannot hold U+0000)", async () => {
    await insertClientLog(
      db,
      { userId: null, visitorId: null, payload: { logs: ["before\u0000after"] } },
      { keep: 5 },
    );
    const [newest] = await listClientLogs(db, 1);
    expect(newest?.payload).toEqual({ logs: ["before\ufffdafter"] });
  });

  it("stores payloads as JSON and keeps only the newest rows", async () => {
    for (let i = 0; i < 7; i += 1) {
      await insertClientLog(
        db,
        { userId: null, visitorId: null, payload: { logs: [`line ${i}`] } },
        { keep: 5 },
      );
    }
    expect(await countRows(db, "client_logs")).toBe(5);
    const logs = await listClientLogs(db, 10);
    expect(logs.map((l) => l.payload)).toEqual(
      [6, 5, 4, 3, 2].map((i) => ({ logs: [`line ${i}`] })),
    );
  });

  it("drops logs older than a cutoff", async () => {
    const old = new Date("2025-01-01T00:00:00.000Z");
    const recent = new Date("2025-01-09T00:00:00.000Z");
    await insertClientLog(
      db,
      { userId: null, visitorId: null, payload: { logs: ["old"] } },
      { keep: 100 },
      old,
    );
    await insertClientLog(
      db,
      { userId: null, visitorId: null, payload: { logs: ["recent"] } },
      { keep: 100 },
      recent,
    );
    expect(
      await deleteClientLogsOlderThan(db, new Date("2025-01-02T00:00:00.000Z")),
    ).toBeGreaterThanOrEqual(1);
    const payloads = (await listClientLogs(db, 100)).map((l) => JSON.stringify(l.payload));
    expect(payloads.join()).not.toContain('"old"');
    expect(payloads.join()).toContain('"recent"');
  });
});
