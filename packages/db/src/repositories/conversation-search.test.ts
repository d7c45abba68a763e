import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { deleteConversation, renameConversation } from "./conversation-management";
import { searchConversations, searchTerms } from "./conversation-search";
import { createConversation } from "./conversations";
import { insertMessages } from "./messages";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

async function chat(userId: number, title: string, texts: string[], minute: number) {
  const c = await createConversation(
    db,
    { userId, title },
    new Date(Date.UTC(2026, 10, 1, 9, minute)),
  );
  const messages = await insertMessages(
    db,
    texts.map((content, i) => ({
      conversationId: c.id,
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content,
      createdAt: new Date(),
    })),
  );
  return { conversation: c, messages };
}

describe("searchTerms", () => {
  it("keeps only words, lower-cased, so no query syntax gets through", () => {
    expect(searchTerms(`Sleep "regression" OR title:naps* -- ) AND (`)).toEqual([
      "sleep",
      "regression",
      "or",
      "title",
      "naps",
      "and",
    ]);
    expect(searchTerms(`"*()^:-`)).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("searchConversations", () => {
  it("finds words in messages and titles, by prefix and stem, with the latest matching message", async () => {
    const user = await makeUser(db);
    const naps = await chat(
      user.id,
      "Naps at 4 months",
      ["How many naps does she need?", "Most babies this age take three naps.", "And at night?"],
      1,
    );
    const rash = await chat(user.id, "Rash on cheeks", ["She has a rash after eating egg."], 2);

    const byWord = await searchConversations(db, { userId: user.id, query: "naps", limit: 10 });
    expect(byWord).toEqual([
      {
        conversationId: naps.conversation.id,
        title: "Naps at 4 months",
        updatedAt: naps.conversation.updatedAt,
        messageId: naps.messages[1]!.id,
        content: "Most babies this age take three naps.",
      },
    ]);
    const byPrefix = await searchConversations(db, {
      userId: user.id,
      query: "EGG ras",
      limit: 10,
    });
    expect(byPrefix.map((h) => [h.conversationId, h.messageId])).toEqual([
      [rash.conversation.id, rash.messages[0]!.id],
    ]);
    // Stemming: "eating" is found by "eats".
    expect(
      (await searchConversations(db, { userId: user.id, query: "eats", limit: 10 })).map(
        (h) => h.conversationId,
      ),
    ).toEqual([rash.conversation.id]);
    // The title alone matches: no message to open at.
    const byTitle = await searchConversations(db, { userId: user.id, query: "cheeks", limit: 10 });
    expect(byTitle).toMatchObject([{ conversationId: rash.conversation.id, messageId: null }]);
    // Every word must match.
    expect(
      await searchConversations(db, { userId: user.id, query: "naps egg", limit: 10 }),
    ).toEqual([]);
  });

  it("never finds another parent's chats, and follows renames and deletions", async () => {
    const owner = await makeUser(db);
    const stranger = await makeUser(db);
    const { conversation } = await chat(owner.id, "Teething", ["Teething gel question"], 3);
    expect(
      await searchConversations(db, { userId: stranger.id, query: "teething", limit: 10 }),
    ).toEqual([]);
    await renameConversation(db, { userId: owner.id, id: conversation.id, title: "Molars" });
    expect(
      await searchConversations(db, { userId: owner.id, query: "molars", limit: 10 }),
    ).toMatchObject([{ conversationId: conversation.id, messageId: null }]);
    await deleteConversation(db, { userId: owner.id, id: conversation.id });
    expect(
      await searchConversations(db, { userId: owner.id, query: "teething", limit: 10 }),
    ).toEqual([]);
    expect(await searchConversations(db, { userId: owner.id, query: "molars", limit: 10 })).toEqual(
      [],
    );
  });

  it("lists the most recently active first, up to the limit, and finds nothing for no words", async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 5; i++) await chat(user.id, `Chat ${i}`, [`bottle feeding ${i}`], 10 + i);
    const hits = await searchConversations(db, { userId: user.id, query: "bottle", limit: 3 });
    expect(hits.map((h) => h.title)).toEqual(["Chat 4", "Chat 3", "Chat 2"]);
    expect(await searchConversations(db, { userId: user.id, query: ' "* ', limit: 3 })).toEqual([]);
  });
});
