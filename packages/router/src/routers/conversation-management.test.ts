import { insertMessage } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("renaming and deleting conversations", () => {
  it("renames the caller's conversation, trimmed and with spaces collapsed", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const c = await caller.conversations.create({});
    const renamed = await caller.conversations.rename({ id: c.id, title: "  Night   feeds " });
    expect(renamed).toMatchObject({ id: c.id, title: "Night feeds", updatedAt: c.updatedAt });
    expect((await caller.conversations.list())[0]?.title).toBe("Night feeds");
  });

  it("refuses an empty or overlong title with a clear error", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const c = await caller.conversations.create({});
    await expectCode(caller.conversations.rename({ id: c.id, title: "   " }), "BAD_REQUEST");
    await expectCode(
      caller.conversations.rename({ id: c.id, title: "x".repeat(201) }),
      "BAD_REQUEST",
    );
  });

  it("deletes the caller's conversation with its messages", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const c = await caller.conversations.create({});
    await insertMessage(h.db, { conversationId: c.id, role: "user", content: "hello" });
    expect(await caller.conversations.delete({ id: c.id })).toEqual({ id: c.id, deleted: true });
    expect(await caller.conversations.list()).toEqual([]);
    await expectCode(caller.conversations.messages({ id: c.id }), "NOT_FOUND");
    await expectCode(caller.conversations.delete({ id: c.id }), "NOT_FOUND");
  });

  it("treats another parent's conversation as missing, and needs a sign-in", async () => {
    const owner = await h.call((await h.signUp()).http());
    const stranger = await h.call((await h.signUp()).http());
    const c = await owner.conversations.create({ title: "Mine" });
    await expectCode(stranger.conversations.rename({ id: c.id, title: "Yours" }), "NOT_FOUND");
    await expectCode(stranger.conversations.delete({ id: c.id }), "NOT_FOUND");
    const visitor = await h.call();
    await expectCode(visitor.conversations.delete({ id: c.id }), "UNAUTHORIZED");
    expect((await owner.conversations.list())[0]?.title).toBe("Mine");
  });
});
