import { insertMessage, saveBabyProfile } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../test/expect-code";
import { createHarness, type Harness } from "../test/harness";

// The authorization matrix: a second user gets NOT_FOUND (never FORBIDDEN, never the data) for
// every conversation, message and feedback of the first, and only ever sees their own profile.

let h: Harness;
let owner: Awaited<ReturnType<Harness["signUp"]>>;
let intruder: Awaited<ReturnType<Harness["signUp"]>>;
let conversationId: number;
let questionId: number;
let answerId: number;
let unratedAnswerId: number;

beforeAll(async () => {
  h = await createHarness();
  owner = await h.signUp("Olive Owner");
  intruder = await h.signUp("Ivan Intruder");
  const caller = await h.call(owner.http());
  conversationId = (await caller.conversations.create({ title: "Private" })).id;
  questionId = (
    await insertMessage(h.db, { conversationId, role: "user", content: "private question" })
  ).id;
  answerId = (
    await insertMessage(h.db, { conversationId, role: "assistant", content: "private answer" })
  ).id;
  unratedAnswerId = (
    await insertMessage(h.db, { conversationId, role: "assistant", content: "second answer" })
  ).id;
  await caller.feedback.submit({ messageId: answerId, helpful: true });
  await saveBabyProfile(h.db, owner.user.id, { name: "Secret Baby" });
});
afterAll(() => h.close());

describe("authorization matrix", () => {
  it("conversations.byId / messages: NOT_FOUND", async () => {
    const caller = await h.call(intruder.http());
    await expectCode(caller.conversations.byId({ id: conversationId }), "NOT_FOUND");
    await expectCode(caller.conversations.messages({ id: conversationId }), "NOT_FOUND");
  });

  it("conversations.list: only the caller's own", async () => {
    expect(await (await h.call(intruder.http())).conversations.list()).toEqual([]);
  });

  it("chat.send into someone else's conversation: NOT_FOUND, nothing stored", async () => {
    await expectCode(
      (await h.call(intruder.http())).chat.send({ message: "hi", conversationId }),
      "NOT_FOUND",
    );
    expect(
      await (await h.call(owner.http())).conversations.messages({ id: conversationId }),
    ).toHaveLength(3);
  });

  it("feedback.get / submit on someone else's messages: NOT_FOUND", async () => {
    const caller = await h.call(intruder.http());
    for (const messageId of [questionId, answerId, unratedAnswerId]) {
      await expectCode(caller.feedback.get({ messageId }), "NOT_FOUND");
      await expectCode(caller.feedback.submit({ messageId, helpful: false }), "NOT_FOUND");
    }
    // The owner's rating is untouched and the unrated answer still unrated.
    const ownerCaller = await h.call(owner.http());
    expect((await ownerCaller.feedback.get({ messageId: answerId })).helpful).toBe(true);
    await expectCode(ownerCaller.feedback.get({ messageId: unratedAnswerId }), "NOT_FOUND");
  });

  it("babyProfile: the intruder has none of their own, and saving creates theirs, not the owner's", async () => {
    const caller = await h.call(intruder.http());
    await expectCode(caller.babyProfile.get(), "NOT_FOUND");
    expect((await caller.babyProfile.save({ name: "Mine" })).isNewProfile).toBe(true);
    expect((await (await h.call(owner.http())).babyProfile.get()).name).toBe("Secret Baby");
  });

  it("legal: acceptance is per user", async () => {
    await (await h.call(owner.http())).legal.accept();
    expect((await (await h.call(intruder.http())).legal.status()).hasAccepted).toBe(false);
  });
});
