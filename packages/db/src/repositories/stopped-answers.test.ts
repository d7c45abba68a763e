import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Db } from "../client";
import { createConversation } from "./conversations";
import { insertMessages, listMessages } from "./messages";
import { upsertUser } from "./users";

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("stopped answers", () => {
  it("marks an answer the parent stopped, and only that one", async () => {
    const user = await upsertUser(db, {
      firebaseUid: "stopped-user",
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    const { id } = await createConversation(db, { userId: user.id, title: "Chat" });
    const at = new Date("2026-11-23T20:00:00.000Z");
    const written = await insertMessages(db, [
      { conversationId: id, role: "user", content: "How long should naps be?", createdAt: at },
      {
        conversationId: id,
        role: "assistant",
        content: "Most babies",
        stopped: true,
        createdAt: at,
      },
      { conversationId: id, role: "assistant", content: "A whole answer", createdAt: at },
    ]);
    const stored = await listMessages(db, id);
    expect(stored).toEqual(written);
    expect(stored.map((m) => m.stopped ?? false)).toEqual([false, true, false]);
    const row = await db
      .selectFrom("messages")
      .select("stopped_at")
      .where("id", "=", written[1]!.id)
      .executeTakeFirstOrThrow();
    expect(row.stopped_at).toBe("2026-11-23T20:00:00.000Z");
  });
});
