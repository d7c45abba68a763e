import { insertMessages, saveBabyProfile } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, type Harness } from "../../test/harness";
import { toPublicError } from "../errors";

let h: Harness;
const start = new Date("2025-06-15T12:00:00.000Z");
beforeAll(async () => {
  h = await createHarness({ now: start });
});
afterAll(() => h.close());

async function sharedChat() {
  h.setNow(start);
  const parent = await h.signUp("Pat Parent");
  await saveBabyProfile(h.db, parent.user.id, {
    name: "Mia",
    dateOfBirth: "2025-01-01",
    feedingType: "formula",
    conditions: null,
    allergies: null,
    weight: null,
    height: null,
  });
  const caller = await h.call(parent.http());
  const c = await caller.conversations.create({ title: "Mia's naps" });
  await insertMessages(h.db, [
    {
      conversationId: c.id,
      role: "user",
      content: "mia naps 3 times. I'm Pat, her dad.",
      createdAt: start,
    },
    {
      conversationId: c.id,
      role: "assistant",
      content: "Three naps is usual for Mia at this age, Pat.",
      sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
      createdAt: start,
    },
  ]);
  return { parent, caller, conversation: c };
}

describe("share links", () => {
  it("opens a read-only copy for anyone, without ids or names, until 30 days pass", async () => {
    const { caller, conversation } = await sharedChat();
    expect(await caller.shares.current({ conversationId: conversation.id })).toEqual({
      active: null,
    });
    const link = await caller.shares.create({ conversationId: conversation.id });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/share/${link.token}`);
    expect(link.expiresAt).toBe("2025-07-15T12:00:00.000Z");
    expect(await caller.shares.current({ conversationId: conversation.id })).toEqual({
      active: { createdAt: start.toISOString(), expiresAt: link.expiresAt },
    });

    const anyone = await h.call();
    const shared = await anyone.shares.conversation({ token: link.token });
    expect(shared).toEqual({
      title: "Your baby's naps",
      sharedAt: start.toISOString(),
      expiresAt: link.expiresAt,
      messages: [
        {
          role: "user",
          content: "Your baby naps 3 times. I'm the parent, her dad.",
          createdAt: start.toISOString(),
          sources: [],
          urgency: null,
          disposition: null,
        },
        {
          role: "assistant",
          content: "Three naps is usual for your baby at this age, the parent.",
          createdAt: start.toISOString(),
          sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
          urgency: null,
          disposition: null,
        },
      ],
    });
    const body = JSON.stringify(shared);
    expect(body).not.toMatch(/Mia|Pat|example\.com|"id"|userId|conversationId/i);

    h.setNow(new Date("2025-07-15T12:00:00.000Z"));
    const expired = await expectCode(
      anyone.shares.conversation({ token: link.token }),
      "NOT_FOUND",
    );
    expect(toPublicError(expired)).toMatchObject({ reason: "SHARE_EXPIRED", status: 410 });
  });

  it("lets the parent revoke a link, and a new link ends the old one", async () => {
    const { caller, conversation } = await sharedChat();
    const anyone = await h.call();
    const first = await caller.shares.create({ conversationId: conversation.id, expiresInDays: 7 });
    expect(first.expiresAt).toBe("2025-06-22T12:00:00.000Z");
    const second = await caller.shares.create({ conversationId: conversation.id });
    const replaced = await expectCode(
      anyone.shares.conversation({ token: first.token }),
      "NOT_FOUND",
    );
    expect(toPublicError(replaced)).toMatchObject({ reason: "SHARE_REVOKED", status: 410 });
    expect((await anyone.shares.conversation({ token: second.token })).messages).toHaveLength(2);

    expect(await caller.shares.revoke({ conversationId: conversation.id })).toEqual({ revoked: 1 });
    const revoked = await expectCode(
      anyone.shares.conversation({ token: second.token }),
      "NOT_FOUND",
      /turned off/,
    );
    expect(toPublicError(revoked).reason).toBe("SHARE_REVOKED");
    expect(await caller.shares.current({ conversationId: conversation.id })).toEqual({
      active: null,
    });
  });

  it("keeps links to the owner, and says plainly when a link never existed", async () => {
    const { conversation } = await sharedChat();
    const stranger = await h.call((await h.signUp()).http());
    await expectCode(stranger.shares.create({ conversationId: conversation.id }), "NOT_FOUND");
    await expectCode(stranger.shares.revoke({ conversationId: conversation.id }), "NOT_FOUND");
    await expectCode(stranger.shares.current({ conversationId: conversation.id }), "NOT_FOUND");
    await expectCode(
      (await h.call()).shares.create({ conversationId: conversation.id }),
      "UNAUTHORIZED",
    );

    const anyone = await h.call();
    const missing = await expectCode(
      anyone.shares.conversation({ token: "A".repeat(43) }),
      "NOT_FOUND",
    );
    expect(toPublicError(missing)).toMatchObject({ reason: "SHARE_NOT_FOUND", status: 404 });
    await expectCode(
      anyone.shares.conversation({ token: "short" }),
      "BAD_REQUEST",
      /not a valid share link/,
    );
    const caller = await h.call((await h.signUp()).http());
    const c = await caller.conversations.create({});
    await expectCode(
      caller.shares.create({ conversationId: c.id, expiresInDays: 91 }),
      "BAD_REQUEST",
      /Expiry/,
    );
  });

  it("stops working when the conversation is deleted", async () => {
    const { caller, conversation } = await sharedChat();
    const link = await caller.shares.create({ conversationId: conversation.id });
    await caller.conversations.delete({ id: conversation.id });
    const error = await expectCode(
      (await h.call()).shares.conversation({ token: link.token }),
      "NOT_FOUND",
    );
    expect(toPublicError(error).reason).toBe("SHARE_NOT_FOUND");
  });
});
