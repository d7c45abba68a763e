import { insertMessage } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("conversations", () => {
  it("creates with the default or a given title and lists by last activity, newest first", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    h.setNow(new Date("2025-06-15T10:00:00.000Z"));
    const first = await caller.conversations.create({});
    h.setNow(new Date("2025-06-15T11:00:00.000Z"));
    const second = await caller.conversations.create({ title: "  Night   weaning  " });
    h.setNow(new Date("2025-06-15T12:00:00.000Z"));
    const third = await caller.conversations.create(undefined);

    expect(first).toEqual({
      id: expect.any(Number),
      title: "New Chat",
      createdAt: "2025-06-15T10:00:00.000Z",
      updatedAt: "2025-06-15T10:00:00.000Z",
    });
    expect(second.title).toBe("Night weaning");
    expect(await caller.conversations.list()).toEqual([
      { id: third.id, title: "New Chat", updatedAt: "2025-06-15T12:00:00.000Z" },
      { id: second.id, title: "Night weaning", updatedAt: "2025-06-15T11:00:00.000Z" },
      { id: first.id, title: "New Chat", updatedAt: "2025-06-15T10:00:00.000Z" },
    ]);
  });

  it("uses the default title for a blank one and refuses one over 200 characters", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    expect((await caller.conversations.create({ title: "   " })).title).toBe("New Chat");
    expect((await caller.conversations.create({ title: "t".repeat(200) })).title).toHaveLength(200);
    await expectCode(
      caller.conversations.create({ title: "t".repeat(201) }),
      "BAD_REQUEST",
      /at most 200/,
    );
  });

  it("refuses NUL and text-direction characters in a title", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    for (const title of ["Night\u0000feeds", "Night \u202Esdeef", "a\u2066b\u2069", "tab\there"]) {
      await expectCode(caller.conversations.create({ title }), "BAD_REQUEST", /text-direction/);
    }
    expect((await caller.conversations.create({ title: "Nuit blanche — été" })).title).toBe(
      "Nuit blanche — été",
    );
  });

  it("returns a conversation with its messages, oldest first, in the client's shape", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id } = await caller.conversations.create({});
    const q = await insertMessage(h.db, { conversationId: id, role: "user", content: "Q" });
    const a = await insertMessage(h.db, {
      conversationId: id,
      role: "assistant",
      content: "A [1]",
      sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
      urgency: "routine",
    });
    const detail = await caller.conversations.byId({ id });
    expect(detail.messages).toEqual([
      {
        id: q.id,
        role: "user",
        content: "Q",
        createdAt: q.createdAt,
        sources: [],
        urgency: null,
        disposition: null,
      },
      {
        id: a.id,
        role: "assistant",
        content: "A [1]",
        createdAt: a.createdAt,
        sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
        urgency: "routine",
        disposition: null,
      },
    ]);
    expect(await caller.conversations.messages({ id: String(id) as unknown as number })).toEqual(
      detail.messages,
    );
  });

  it("answers NOT_FOUND for a missing conversation and BAD_REQUEST for a malformed id", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await expectCode(
      caller.conversations.byId({ id: 999_999 }),
      "NOT_FOUND",
      /Conversation not found/,
    );
    await expectCode(caller.conversations.messages({ id: 999_999 }), "NOT_FOUND");
    for (const id of [0, -3, 1.5, "abc", "12abc", "", "temp_1718000000000_abc", null]) {
      await expectCode(caller.conversations.byId({ id } as never), "BAD_REQUEST");
    }
  });

  it("requires sign-in for every procedure", async () => {
    const caller = await h.call();
    await expectCode(caller.conversations.list(), "UNAUTHORIZED");
    await expectCode(caller.conversations.create({}), "UNAUTHORIZED");
    await expectCode(caller.conversations.byId({ id: 1 }), "UNAUTHORIZED");
    await expectCode(caller.conversations.messages({ id: 1 }), "UNAUTHORIZED");
  });
});
