import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { insertClientLog, listClientLogs } from "./client-logs";
import { createVisitorConversation, findVisitorConversation } from "./conversations";
import { insertFeedback } from "./feedback";
import { insertMessage, listMessages } from "./messages";
import {
  deleteVisitor,
  findVisitorByTokenHash,
  purgeVisitorDataOlderThan,
  saveVisitor,
} from "./visitors";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("visitors", () => {
  it("finds a visitor by token hash and tracks when they were last seen", async () => {
    await saveVisitor(
      db,
      { visitorId: "v-a", tokenHash: "h-a" },
      new Date("2025-06-01T00:00:00.000Z"),
    );
    expect(await findVisitorByTokenHash(db, "h-a")).toEqual({
      visitorId: "v-a",
      userId: null,
      createdAt: "2025-06-01T00:00:00.000Z",
      lastSeenAt: "2025-06-01T00:00:00.000Z",
    });
    await saveVisitor(
      db,
      { visitorId: "v-a", tokenHash: "h-a" },
      new Date("2025-06-01T05:00:00.000Z"),
    );
    expect(await findVisitorByTokenHash(db, "h-a")).toEqual({
      visitorId: "v-a",
      userId: null,
      createdAt: "2025-06-01T00:00:00.000Z",
      lastSeenAt: "2025-06-01T05:00:00.000Z",
    });
    expect(await findVisitorByTokenHash(db, "nope")).toBeNull();
  });

  it("saves a visitor: created on first use, then only last seen moves, and back after a purge", async () => {
    const first = new Date("2025-06-02T00:00:00.000Z"); // after the next test's purge cutoff
    const later = new Date("2025-06-02T07:00:00.000Z");
    await saveVisitor(db, { visitorId: "v-s", tokenHash: "h-s" }, first);
    expect(await findVisitorByTokenHash(db, "h-s")).toEqual({
      visitorId: "v-s",
      userId: null,
      createdAt: first.toISOString(),
      lastSeenAt: first.toISOString(),
    });
    await saveVisitor(db, { visitorId: "v-s", tokenHash: "h-s" }, later);
    expect(await findVisitorByTokenHash(db, "h-s")).toEqual({
      visitorId: "v-s",
      userId: null,
      createdAt: first.toISOString(),
      lastSeenAt: later.toISOString(),
    });
    await deleteVisitor(db, "v-s");
    await saveVisitor(db, { visitorId: "v-s", tokenHash: "h-s" }, later);
    expect(await findVisitorByTokenHash(db, "h-s")).toMatchObject({ visitorId: "v-s" });
  });

  it("purges visitor conversations started before the cutoff and idle visitors, nothing else", async () => {
    const day1 = new Date("2025-06-01T00:00:00.000Z");
    const day2 = new Date("2025-06-02T00:00:00.000Z");
    const cutoff = new Date("2025-06-01T12:00:00.000Z");
    await saveVisitor(db, { visitorId: "v-old", tokenHash: "h-old" }, day1);
    await saveVisitor(db, { visitorId: "v-active", tokenHash: "h-active" }, day1);
    await saveVisitor(db, { visitorId: "v-active", tokenHash: "h-active" }, day2);
    const old = await createVisitorConversation(
      db,
      { visitorId: "v-active", tempId: "temp_1_old" },
      day1,
    );
    const fresh = await createVisitorConversation(
      db,
      { visitorId: "v-active", tempId: "temp_2_new" },
      day2,
    );
    const oldAnswer = await insertMessage(
      db,
      { conversationId: old.id, role: "assistant", content: "old" },
      day1,
    );
    await insertFeedback(db, { messageId: oldAnswer.id, userId: null, helpful: true });
    await insertMessage(db, { conversationId: fresh.id, role: "user", content: "new" }, day2);
    await insertClientLog(
      db,
      { userId: null, visitorId: "v-old", payload: { logs: ["l"] } },
      { keep: 10 },
    );

    expect(await purgeVisitorDataOlderThan(db, cutoff)).toEqual({
      conversations: 1,
      visitors: 2, // v-old, and v-a from the test above (idle since before the cutoff)
    });
    expect(await findVisitorConversation(db, "v-active", "temp_1_old")).toBeNull();
    expect(await listMessages(db, old.id)).toEqual([]);
    expect(await findVisitorConversation(db, "v-active", "temp_2_new")).toEqual(fresh);
    expect(await findVisitorByTokenHash(db, "h-old")).toBeNull();
    expect(await findVisitorByTokenHash(db, "h-active")).not.toBeNull();
    // The log row survives, unlinked from the purged visitor.
    expect((await listClientLogs(db, 1))[0]).toMatchObject({
      visitorId: null,
      payload: { logs: ["l"] },
    });
  });

  it("purges the same data from several instances at once without failing or deleting twice", async () => {
    const cutoff = new Date("2025-07-01T00:00:00.000Z");
    const before = new Date("2025-06-15T00:00:00.000Z");
    for (let i = 0; i < 20; i++) {
      await saveVisitor(db, { visitorId: `v-race-${i}`, tokenHash: `h-race-${i}` }, before);
      const c = await createVisitorConversation(
        db,
        { visitorId: `v-race-${i}`, tempId: `temp_${i}_race` },
        before,
      );
      await insertMessage(db, { conversationId: c.id, role: "user", content: "hi" }, before);
    }
    const older = async (table: "visitor_sessions" | "conversations") => {
      const column = table === "conversations" ? "created_at" : "last_seen_at";
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(column, "<", cutoff.toISOString())
        .where("visitor_id", "is not", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const expected = {
      conversations: await older("conversations"),
      visitors: await older("visitor_sessions"),
    };
    expect(expected.conversations).toBeGreaterThanOrEqual(20);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => purgeVisitorDataOlderThan(db, cutoff)),
    );
    const total = (key: "conversations" | "visitors") =>
      results.reduce((sum, r) => sum + r[key], 0);
    expect(total("conversations")).toBe(expected.conversations);
    expect(total("visitors")).toBe(expected.visitors);
    expect(await purgeVisitorDataOlderThan(db, cutoff)).toEqual({ conversations: 0, visitors: 0 });
  });

  it("deletes a visitor with their conversations", async () => {
    await saveVisitor(db, { visitorId: "v-del", tokenHash: "h-del" });
    const c = await createVisitorConversation(db, { visitorId: "v-del", tempId: "temp_3_del" });
    await insertMessage(db, { conversationId: c.id, role: "user", content: "bye" });
    await deleteVisitor(db, "v-del");
    expect(await findVisitorByTokenHash(db, "h-del")).toBeNull();
    expect(await findVisitorConversation(db, "v-del", "temp_3_del")).toBeNull();
    expect(await listMessages(db, c.id)).toEqual([]);
  });
});
