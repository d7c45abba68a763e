import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { listConversationPage } from "./conversation-pages";
import { createConversation, listConversations, touchConversation } from "./conversations";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));

describe("conversation pages", () => {
  it("walks the whole history page by page, in history order, each chat once", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    // Pairs share an activity time, so the id breaks the tie across a page boundary.
    for (let i = 0; i < 11; i++)
      await createConversation(db, { userId: user.id, title: `Chat ${i}` }, at(Math.floor(i / 2)));
    await createConversation(db, { userId: other.id, title: "Not yours" }, at(30));

    const seen: number[] = [];
    let after = null;
    for (;;) {
      const page = await listConversationPage(db, { userId: user.id, limit: 4, after });
      seen.push(...page.map((c) => c.id));
      if (page.length < 4) break;
      const last = page.at(-1)!;
      after = { updatedAt: last.updatedAt, id: last.id };
    }
    expect(seen).toEqual((await listConversations(db, user.id)).map((c) => c.id));
    expect(seen).toHaveLength(11);
  });

  it("does not list a chat twice when it moves to the top between two pages", async () => {
    const user = await makeUser(db);
    const chats = [];
    for (let i = 0; i < 6; i++)
      chats.push(await createConversation(db, { userId: user.id }, at(i)));
    const first = await listConversationPage(db, { userId: user.id, limit: 3 });
    expect(first.map((c) => c.id)).toEqual([chats[5]!.id, chats[4]!.id, chats[3]!.id]);
    await touchConversation(db, chats[0]!.id, {}, at(50));
    const last = first.at(-1)!;
    const second = await listConversationPage(db, {
      userId: user.id,
      limit: 3,
      after: { updatedAt: last.updatedAt, id: last.id },
    });
    expect(second.map((c) => c.id)).toEqual([chats[2]!.id, chats[1]!.id]);
  });

  it("refuses a limit below one", async () => {
    await expect(listConversationPage(db, { userId: 1, limit: 0 })).rejects.toThrow(RangeError);
  });
});
