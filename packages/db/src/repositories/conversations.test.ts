import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, makeUser, violates } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import {
  createConversation,
  createVisitorConversation,
  DEFAULT_CONVERSATION_TITLE,
  findUserConversation,
  findConversationWithHistory,
  findVisitorConversation,
  listConversations,
  saveVisitorConversation,
  touchConversation,
} from "./conversations";
import {
  findOwnedMessage,
  insertMessage,
  insertMessages,
  listMessages,
  parseSources,
} from "./messages";
import { saveVisitor } from "./visitors";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const at = (iso: string) => new Date(iso);

describe("conversations", () => {
  it("lists a user's conversations by last activity, newest first, and only theirs", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const a = await createConversation(
      db,
      { userId: user.id, title: "Sleep" },
      at("2025-06-01T10:00:00.000Z"),
    );
    const b = await createConversation(db, { userId: user.id }, at("2025-06-01T11:00:00.000Z"));
    await createConversation(db, { userId: other.id, title: "Not yours" });
    expect(b.title).toBe(DEFAULT_CONVERSATION_TITLE);

    expect((await listConversations(db, user.id)).map((c) => c.id)).toEqual([b.id, a.id]);
    await touchConversation(db, a.id, {}, at("2025-06-01T12:00:00.000Z"));
    const list = await listConversations(db, user.id);
    expect(list).toEqual([
      { id: a.id, title: "Sleep", updatedAt: "2025-06-01T12:00:00.000Z" },
      { id: b.id, title: "New Chat", updatedAt: "2025-06-01T11:00:00.000Z" },
    ]);
  });

  it("renames on touch when asked", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    await touchConversation(
      db,
      c.id,
      { title: "Teething at night" },
      at("2025-06-02T00:00:00.000Z"),
    );
    expect(await findUserConversation(db, user.id, c.id)).toMatchObject({
      title: "Teething at night",
      updatedAt: "2025-06-02T00:00:00.000Z",
      createdAt: c.createdAt,
    });
  });

  it("renames only a conversation that still has the default title when asked to", async () => {
    const user = await makeUser(db);
    const fresh = await createConversation(db, { userId: user.id });
    const named = await createConversation(db, { userId: user.id, title: "Reflux" });
    await touchConversation(db, fresh.id, { titleIfDefault: "Night feeds" });
    await touchConversation(db, named.id, { titleIfDefault: "Night feeds" });
    expect((await findUserConversation(db, user.id, fresh.id))?.title).toBe("Night feeds");
    expect((await findUserConversation(db, user.id, named.id))?.title).toBe("Reflux");
  });

  it("finds a conversation only for its owner", async () => {
    const owner = await makeUser(db);
    const stranger = await makeUser(db);
    const c = await createConversation(db, { userId: owner.id });
    expect(await findUserConversation(db, owner.id, c.id)).toEqual(c);
    expect(await findUserConversation(db, stranger.id, c.id)).toBeNull();
    expect(await findUserConversation(db, owner.id, c.id + 1000)).toBeNull();
  });

  it("keys visitor conversations by (visitor, temporary id) and never lists them", async () => {
    await saveVisitor(db, { visitorId: "visitor-1", tokenHash: "vh-1" });
    await saveVisitor(db, { visitorId: "visitor-2", tokenHash: "vh-2" });
    const c = await createVisitorConversation(db, { visitorId: "visitor-1", tempId: "temp_1_a" });
    expect(await findVisitorConversation(db, "visitor-1", "temp_1_a")).toEqual(c);
    expect(await findVisitorConversation(db, "visitor-2", "temp_1_a")).toBeNull();
    await expect(
      createVisitorConversation(db, { visitorId: "visitor-1", tempId: "temp_1_a" }),
    ).rejects.toThrow(violates.unique);
    const user = await makeUser(db);
    expect(await listConversations(db, user.id)).toEqual([]);
    expect(await findUserConversation(db, user.id, c.id)).toBeNull();
  });

  it("refuses a conversation with no owner or two owners", async () => {
    const user = await makeUser(db);
    await expect(
      db.insertInto("conversations").values({ title: "Orphan" }).execute(),
    ).rejects.toThrow(violates.check);
    await expect(
      db
        .insertInto("conversations")
        .values({ user_id: user.id, visitor_id: "visitor-1", temp_id: "temp_2_b" })
        .execute(),
    ).rejects.toThrow(violates.check);
  });
});

describe("a conversation with its history", () => {
  it("reads a user's conversation and its last messages, oldest first, in one query", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const c = await createConversation(db, { userId: user.id, title: "Naps" });
    expect(await findConversationWithHistory(db, { userId: user.id, id: c.id }, 4)).toEqual({
      conversation: c,
      history: [],
    });
    for (let i = 0; i < 5; i += 1) {
      await insertMessage(db, {
        conversationId: c.id,
        role: i % 2 === 0 ? "user" : "assistant",
        content: `m${i}`,
      });
    }
    expect(await findConversationWithHistory(db, { userId: user.id, id: c.id }, 3)).toEqual({
      conversation: c,
      history: [
        { role: "user", content: "m2" },
        { role: "assistant", content: "m3" },
        { role: "user", content: "m4" },
      ],
    });
    expect(
      (await findConversationWithHistory(db, { userId: user.id, id: c.id }, 20))?.history,
    ).toHaveLength(5);
    expect(await findConversationWithHistory(db, { userId: other.id, id: c.id }, 3)).toBeNull();
    expect(
      await findConversationWithHistory(db, { userId: user.id, id: c.id + 1000 }, 3),
    ).toBeNull();
    await expect(findConversationWithHistory(db, { userId: user.id, id: c.id }, 0)).rejects.toThrow(
      RangeError,
    );
  });

  it("reads a visitor's temporary conversation by its client id, and no one else's", async () => {
    await saveVisitor(db, { visitorId: "visitor-h", tokenHash: "vh-h" });
    await saveVisitor(db, { visitorId: "visitor-i", tokenHash: "vh-i" });
    const c = await createVisitorConversation(db, { visitorId: "visitor-h", tempId: "temp_5_h" });
    await insertMessage(db, { conversationId: c.id, role: "user", content: "Why hiccups?" });
    const key = { visitorId: "visitor-h", tempId: "temp_5_h" };
    expect(await findConversationWithHistory(db, key, 20)).toEqual({
      conversation: c,
      history: [{ role: "user", content: "Why hiccups?" }],
    });
    expect(
      await findConversationWithHistory(db, { visitorId: "visitor-i", tempId: "temp_5_h" }, 20),
    ).toBeNull();
    expect(
      await findConversationWithHistory(db, { visitorId: "visitor-h", tempId: "temp_5_x" }, 20),
    ).toBeNull();
  });
});

describe("saving a visitor's conversation", () => {
  it("creates it titled on the first chat, then moves its activity and keeps its title", async () => {
    await saveVisitor(db, { visitorId: "visitor-s", tokenHash: "vh-s" });
    const started = at("2025-06-01T10:00:00.000Z");
    const created = await saveVisitorConversation(
      db,
      { visitorId: "visitor-s", tempId: "temp_7_s", title: "Hiccups", startedAt: started },
      at("2025-06-01T10:00:01.000Z"),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      title: "Hiccups",
      createdAt: "2025-06-01T10:00:00.000Z",
      updatedAt: "2025-06-01T10:00:01.000Z",
    });
    const again = await saveVisitorConversation(
      db,
      {
        visitorId: "visitor-s",
        tempId: "temp_7_s",
        title: "Other",
        startedAt: at("2025-06-01T11:00:00.000Z"),
      },
      at("2025-06-01T11:00:01.000Z"),
    );
    expect(again).toEqual({ ...created, updatedAt: "2025-06-01T11:00:01.000Z" });
    expect(await findVisitorConversation(db, "visitor-s", "temp_7_s")).toEqual(again);
  });

  it("titles a conversation still called New Chat, and keeps visitors' ids apart", async () => {
    await saveVisitor(db, { visitorId: "visitor-t", tokenHash: "vh-t" });
    await saveVisitor(db, { visitorId: "visitor-u", tokenHash: "vh-u" });
    const untitled = await createVisitorConversation(db, {
      visitorId: "visitor-t",
      tempId: "temp_8_t",
    });
    expect(untitled.title).toBe(DEFAULT_CONVERSATION_TITLE);
    const titled = await saveVisitorConversation(db, {
      visitorId: "visitor-t",
      tempId: "temp_8_t",
      title: "Teething",
      startedAt: new Date(),
    });
    expect(titled).toMatchObject({
      id: untitled.id,
      title: "Teething",
      createdAt: untitled.createdAt,
    });
    const others = await saveVisitorConversation(db, {
      visitorId: "visitor-u",
      tempId: "temp_8_t",
      title: "Sleep",
      startedAt: new Date(),
    });
    expect(others.id).not.toBe(untitled.id);
    expect(others.title).toBe("Sleep");
  });
});

describe("messages", () => {
  it("stores content, sources and urgency and lists them oldest first", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const q = await insertMessage(db, {
      conversationId: c.id,
      role: "user",
      content: "Is a fever of 38.5 bad?",
    });
    const a = await insertMessage(db, {
      conversationId: c.id,
      role: "assistant",
      content: "Call your doctor now.",
      sources: [
        {
          url: "https://www.nhs.uk/conditions/fever-in-children/",
          title: "NHS",
          description: "Fever in children",
        },
        { url: "https://www.cdc.gov/", title: "CDC" },
      ],
      urgency: "urgent",
    });
    expect(q).toMatchObject({ role: "user", sources: [], urgency: null, conversationId: c.id });
    expect(a.sources).toEqual([
      {
        url: "https://www.nhs.uk/conditions/fever-in-children/",
        title: "NHS",
        description: "Fever in children",
      },
      { url: "https://www.cdc.gov/", title: "CDC" },
    ]);
    expect(await listMessages(db, c.id)).toEqual([q, a]);
  });

  it("inserts a question and its answer in one statement, returned as stored", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const [q, a] = await insertMessages(db, [
      {
        conversationId: c.id,
        role: "user",
        content: "Q",
        createdAt: at("2025-06-01T10:00:00.000Z"),
      },
      {
        conversationId: c.id,
        role: "assistant",
        content: "A",
        sources: [{ url: "https://www.cdc.gov/", title: "CDC", description: undefined }],
        urgency: "routine",
        createdAt: at("2025-06-01T10:00:02.000Z"),
      },
    ]);
    expect(q!.id).toBeLessThan(a!.id);
    expect(a).toEqual({
      id: a!.id,
      conversationId: c.id,
      role: "assistant",
      content: "A",
      sources: [{ url: "https://www.cdc.gov/", title: "CDC" }],
      urgency: "routine",
      disposition: null,
      createdAt: "2025-06-01T10:00:02.000Z",
    });
    expect(await listMessages(db, c.id)).toEqual([q, a]);
    expect(await insertMessages(db, [])).toEqual([]);
  });

  it("refuses an unknown role or urgency", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    await expect(
      db
        .insertInto("messages")
        .values({ conversation_id: c.id, role: "system" as "user", content: "x" })
        .execute(),
    ).rejects.toThrow(violates.check);
    await expect(
      insertMessage(db, {
        conversationId: c.id,
        role: "assistant",
        content: "x",
        urgency: "later" as "urgent",
      }),
    ).rejects.toThrow(violates.check);
  });

  it("refuses sources that are not JSON", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    await expect(
      db
        .insertInto("messages")
        .values({ conversation_id: c.id, role: "assistant", content: "x", sources: "[{" })
        .execute(),
    ).rejects.toThrow(violates.json);
    expect(await listMessages(db, c.id)).toEqual([]);
  });

  it("finds a message only through its owner's conversation", async () => {
    const owner = await makeUser(db);
    const stranger = await makeUser(db);
    const c = await createConversation(db, { userId: owner.id });
    const m = await insertMessage(db, {
      conversationId: c.id,
      role: "assistant",
      content: "Hello",
    });
    expect(await findOwnedMessage(db, { userId: owner.id }, m.id)).toEqual(m);
    expect(await findOwnedMessage(db, { userId: stranger.id }, m.id)).toBeNull();
    expect(await findOwnedMessage(db, { visitorId: "visitor-1" }, m.id)).toBeNull();

    await saveVisitor(db, { visitorId: "visitor-m", tokenHash: "vh-m" });
    const vc = await createVisitorConversation(db, { visitorId: "visitor-m", tempId: "temp_9_z" });
    const vm = await insertMessage(db, { conversationId: vc.id, role: "assistant", content: "Hi" });
    expect(await findOwnedMessage(db, { visitorId: "visitor-m" }, vm.id)).toEqual(vm);
    expect(await findOwnedMessage(db, { userId: owner.id }, vm.id)).toBeNull();
  });

  it("deletes a conversation's messages with it", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    await insertMessage(db, { conversationId: c.id, role: "user", content: "x" });
    const before = await countRows(db, "messages");
    await db.deleteFrom("conversations").where("id", "=", c.id).execute();
    expect(await countRows(db, "messages")).toBe(before - 1);
  });

  it("parses stored sources defensively", () => {
    expect(parseSources("not json")).toEqual([]);
    expect(parseSources('{"url":"x"}')).toEqual([]);
    expect(
      parseSources(
        '[{"url":"u","title":"t"},{"url":1},null,{"url":"v","title":"w","description":7}]',
      ),
    ).toEqual([
      { url: "u", title: "t" },
      { url: "v", title: "w" },
    ]);
  });
});
