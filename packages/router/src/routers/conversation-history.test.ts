import { insertMessages } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, type Harness } from "../../test/harness";
import { encodeHistoryCursor } from "../services/history-cursor";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("conversations.page", () => {
  it("pages through the whole history with the cursor it hands out", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    for (let i = 0; i < 7; i++) {
      h.setNow(new Date(Date.UTC(2025, 5, 15, 12, i)));
      await caller.conversations.create({ title: `Chat ${i}` });
    }
    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof caller.conversations.page>> =
        await caller.conversations.page({ cursor, limit: 3 });
      titles.push(...page.items.map((c) => c.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(titles).toEqual((await caller.conversations.list()).map((c) => c.title));
    expect(titles[0]).toBe("Chat 6");
    // An exact fit ends without an empty page.
    const firstSeven = await caller.conversations.page({ limit: 7 });
    expect(firstSeven.nextCursor).toBeNull();
    expect((await caller.conversations.page()).items).toHaveLength(7);
  });

  it("refuses a made-up cursor or a bad limit with a clear 400, and needs a sign-in", async () => {
    const caller = await h.call((await h.signUp()).http());
    await expectCode(caller.conversations.page({ cursor: "bm9wZQ" }), "BAD_REQUEST", /cursor/);
    await expectCode(
      caller.conversations.page({
        cursor: Buffer.from(JSON.stringify(["yesterday", 1])).toString("base64url"),
      }),
      "BAD_REQUEST",
      /cursor/,
    );
    await expectCode(caller.conversations.page({ limit: 0 }), "BAD_REQUEST", /Limit/);
    await expectCode(caller.conversations.page({ limit: 101 }), "BAD_REQUEST", /Limit/);
    // A well-formed cursor from past the end is simply an empty page.
    const late = encodeHistoryCursor({ updatedAt: "2000-01-01T00:00:00.000Z", id: 1 });
    expect(await caller.conversations.page({ cursor: late })).toEqual({
      items: [],
      nextCursor: null,
    });
    await expectCode((await h.call()).conversations.page(), "UNAUTHORIZED");
  });
});

describe("conversations.search", () => {
  it("finds the caller's own chats with a snippet and the message to open at", async () => {
    const caller = await h.call((await h.signUp()).http());
    const stranger = await h.call((await h.signUp()).http());
    const c = await caller.conversations.create({ title: "Bedtime" });
    const [question, answer] = await insertMessages(h.db, [
      {
        conversationId: c.id,
        role: "user",
        content: "When should bedtime be?",
        createdAt: new Date(),
      },
      {
        conversationId: c.id,
        role: "assistant",
        content:
          "Many families find that a **consistent routine** helps. A bath, a feed and a song, then " +
          "into the cot drowsy but awake [1]. Most babies of this age settle between 6 and 8 pm.",
        createdAt: new Date(),
      },
    ]);
    const results = await caller.conversations.search({ query: "drowsy cot" });
    expect(results).toEqual([
      {
        conversationId: c.id,
        title: "Bedtime",
        updatedAt: c.updatedAt,
        messageId: answer!.id,
        snippet: expect.stringMatching(
          /^…helps\. A bath.* the cot drowsy but awake\. Most babies .* 8 pm\.$/,
        ),
      },
    ]);
    expect(results[0]!.snippet).not.toMatch(/\*\*|\[1\]/);
    // The title and the question both say it: the question is where it opens.
    expect(await caller.conversations.search({ query: "bedtime" })).toMatchObject([
      { conversationId: c.id, messageId: question!.id },
    ]);
    expect(await stranger.conversations.search({ query: "drowsy" })).toEqual([]);
  });

  it("validates the query and the limit", async () => {
    const caller = await h.call((await h.signUp()).http());
    await expectCode(caller.conversations.search({ query: "   " }), "BAD_REQUEST", /empty/);
    await expectCode(
      caller.conversations.search({ query: "x".repeat(201) }),
      "BAD_REQUEST",
      /at most 200/,
    );
    await expectCode(caller.conversations.search({ query: "a", limit: 51 }), "BAD_REQUEST");
    expect(await caller.conversations.search({ query: `" OR * ()` })).toEqual([]);
    await expectCode((await h.call()).conversations.search({ query: "naps" }), "UNAUTHORIZED");
  });
});

describe("conversations.export", () => {
  it("gives the caller's conversation as the Markdown file Export saves", async () => {
    h.setNow(new Date("2025-06-15T12:00:00.000Z"));
    const caller = await h.call((await h.signUp()).http());
    const c = await caller.conversations.create({ title: "Naps at 4 months" });
    await insertMessages(h.db, [
      { conversationId: c.id, role: "user", content: "How many naps?", createdAt: new Date() },
      {
        conversationId: c.id,
        role: "assistant",
        content: "Three or four.",
        sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
        createdAt: new Date(),
      },
    ]);
    const file = await caller.conversations.export({ id: c.id });
    expect(file.fileName).toBe("naps-at-4-months-2025-06-15.md");
    expect(file.markdown).toMatch(/^# Naps at 4 months\n/);
    expect(file.markdown).toContain("How many naps?");
    expect(file.markdown).toContain("1. [NHS](https://www.nhs.uk/)");
    const stranger = await h.call((await h.signUp()).http());
    await expectCode(stranger.conversations.export({ id: c.id }), "NOT_FOUND");
  });
});
