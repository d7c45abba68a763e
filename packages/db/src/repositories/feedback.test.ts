import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, violates } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { createConversation } from "./conversations";
import { findFeedback, insertFeedback } from "./feedback";
import { insertMessage } from "./messages";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("feedback", () => {
  it("keeps the first rating of a message and refuses a second", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const m = await insertMessage(db, {
      conversationId: c.id,
      role: "assistant",
      content: "Answer",
    });
    expect(await findFeedback(db, m.id)).toBeNull();
    const first = await insertFeedback(db, { messageId: m.id, userId: user.id, helpful: false });
    expect(first).toMatchObject({ messageId: m.id, helpful: false });
    expect(
      await insertFeedback(db, { messageId: m.id, userId: user.id, helpful: true }),
    ).toBeNull();
    expect(await findFeedback(db, m.id)).toEqual(first);
  });

  it("refuses feedback for a message that does not exist", async () => {
    await expect(
      insertFeedback(db, { messageId: 424242, userId: null, helpful: true }),
    ).rejects.toThrow(violates.foreignKey);
  });

  it("goes away with its message", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const m = await insertMessage(db, {
      conversationId: c.id,
      role: "assistant",
      content: "Answer",
    });
    await insertFeedback(db, { messageId: m.id, userId: user.id, helpful: true });
    await db.deleteFrom("conversations").where("id", "=", c.id).execute();
    expect(await findFeedback(db, m.id)).toBeNull();
  });
});
