import {
  createConversation,
  saveVisitor,
  createVisitorConversation,
  insertMessage,
} from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge, type Harness } from "../../test/harness";
import { hashToken, newToken } from "../tokens";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function answerFor(userId: number) {
  const c = await createConversation(h.db, { userId });
  const question = await insertMessage(h.db, { conversationId: c.id, role: "user", content: "Q" });
  const answer = await insertMessage(h.db, {
    conversationId: c.id,
    role: "assistant",
    content: "A",
  });
  return { question, answer };
}

describe("feedback", () => {
  it("records one rating per answer and refuses a second with CONFLICT", async () => {
    const { user, http } = await h.signUp();
    const caller = await h.call(http());
    const { answer } = await answerFor(user.id);
    await expectCode(caller.feedback.get({ messageId: answer.id }), "NOT_FOUND");
    const saved = await caller.feedback.submit({ messageId: answer.id, helpful: true });
    expect(saved).toEqual({
      messageId: answer.id,
      helpful: true,
      createdAt: "2025-06-15T12:00:00.000Z",
    });
    expect(
      await caller.feedback.get({ messageId: String(answer.id) as unknown as number }),
    ).toEqual(saved);
    await expectCode(
      caller.feedback.submit({ messageId: answer.id, helpful: false }),
      "CONFLICT",
      /Feedback already provided for this message/,
    );
    expect((await caller.feedback.get({ messageId: answer.id })).helpful).toBe(true);
  });

  it("rates answers only, not the parent's own questions", async () => {
    const { user, http } = await h.signUp();
    const { question } = await answerFor(user.id);
    await expectCode(
      (await h.call(http())).feedback.submit({ messageId: question.id, helpful: true }),
      "BAD_REQUEST",
    );
  });

  it("lets a visitor rate an answer of their temporary conversation, and nobody else", async () => {
    const token = newToken();
    await saveVisitor(h.db, { visitorId: "visitor-f", tokenHash: hashToken(token)! });
    const c = await createVisitorConversation(h.db, {
      visitorId: "visitor-f",
      tempId: "temp_1718000000000_f",
    });
    const answer = await insertMessage(h.db, {
      conversationId: c.id,
      role: "assistant",
      content: "A",
    });

    const other = await h.signUp();
    await expectCode(
      (await h.call(other.http())).feedback.submit({ messageId: answer.id, helpful: true }),
      "NOT_FOUND",
    );
    const saved = await (
      await h.call(httpBridge({ visitorToken: token }))
    ).feedback.submit({ messageId: answer.id, helpful: false });
    expect(saved.helpful).toBe(false);
  });

  it("asks for sign-in when the caller is neither a user nor a known visitor", async () => {
    const caller = await h.call();
    await expectCode(caller.feedback.submit({ messageId: 1, helpful: true }), "UNAUTHORIZED");
    await expectCode(caller.feedback.get({ messageId: 1 }), "UNAUTHORIZED");
  });

  it("validates the input", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await expectCode(
      caller.feedback.submit({ messageId: 1, helpful: "yes" } as never),
      "BAD_REQUEST",
    );
    await expectCode(
      caller.feedback.submit({ messageId: "x", helpful: true } as never),
      "BAD_REQUEST",
    );
    await expectCode(caller.feedback.get({} as never), "BAD_REQUEST");
  });
});
