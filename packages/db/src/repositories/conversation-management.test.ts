import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import {
  deleteConversation,
  deleteConversationIfEmpty,
  renameConversation,
} from "./conversation-management";
import { createConversation, findUserConversation, listConversations } from "./conversations";
import { insertMessages, listMessages } from "./messages";
import { insertFeedback } from "./feedback";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("conversation management", () => {
  it("renames only the owner's conversation and keeps its activity time", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const c = await createConversation(db, { userId: user.id, title: "New Chat" });
    const renamed = await renameConversation(db, { userId: user.id, id: c.id, title: "Naps" });
    expect(renamed).toMatchObject({ id: c.id, title: "Naps", updatedAt: c.updatedAt });
    expect(
      await renameConversation(db, { userId: other.id, id: c.id, title: "Stolen" }),
    ).toBeNull();
    expect((await findUserConversation(db, user.id, c.id))?.title).toBe("Naps");
  });

  it("deletes only the owner's conversation, with its messages and feedback", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const [, answer] = await insertMessages(db, [
      { conversationId: c.id, role: "user", content: "q", createdAt: new Date() },
      { conversationId: c.id, role: "assistant", content: "a", createdAt: new Date() },
    ]);
    await insertFeedback(db, { messageId: answer!.id, userId: user.id, helpful: true });
    expect(await deleteConversation(db, { userId: other.id, id: c.id })).toBe(false);
    expect(await deleteConversation(db, { userId: user.id, id: c.id })).toBe(true);
    expect(await listConversations(db, user.id)).toEqual([]);
    expect(await listMessages(db, c.id)).toEqual([]);
    const feedback = await db.selectFrom("feedback").selectAll().execute();
    expect(feedback.some((f) => f.message_id === answer!.id)).toBe(false);
    expect(await deleteConversation(db, { userId: user.id, id: c.id })).toBe(false);
  });

  it("removes a conversation only while it is empty", async () => {
    const user = await makeUser(db);
    const empty = await createConversation(db, { userId: user.id });
    const used = await createConversation(db, { userId: user.id });
    await insertMessages(db, [
      { conversationId: used.id, role: "user", content: "q", createdAt: new Date() },
    ]);
    expect(await deleteConversationIfEmpty(db, { userId: user.id, id: used.id })).toBe(false);
    expect(await deleteConversationIfEmpty(db, { userId: user.id, id: empty.id })).toBe(true);
    expect((await listConversations(db, user.id)).map((c) => c.id)).toEqual([used.id]);
  });
});
