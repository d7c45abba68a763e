import { countRowsForTest } from "../../test/count-rows";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge, type Harness } from "../../test/harness";
import type { AnswerEngine, AnswerRequest, AnswerResult } from "../answer-engine";
import { findVisitorByTokenHash, listMessages } from "@nestling/db";
import { hashToken } from "../tokens";

// A small hand-written engine for these tests only: it records what it was asked and answers
// by simple rules, so the router's behaviour can be checked without the real knowledge base.
class RecordingEngine implements AnswerEngine {
  requests: AnswerRequest[] = [];
  failNext: Error | null = null;
  nextResult: AnswerResult | null = null;

  async answer(req: AnswerRequest): Promise<AnswerResult> {
    this.requests.push(req);
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    if (this.nextResult) {
      const result = this.nextResult;
      this.nextResult = null;
      return result;
    }
    if (/stock market|bitcoin/i.test(req.question)) {
      return {
        kind: "off-topic",
        message:
          "I can only help with baby care and parenting questions. Try asking about feeding or sleep.",
      };
    }
    const emergency = /not breathing/i.test(req.question);
    return {
      kind: "answer",
      content: emergency
        ? "Call 911 now."
        : `Answer ${this.requests.length} about: ${req.question}`,
      sources: [
        {
          url: "https://www.cdc.gov/infant-toddler-nutrition/",
          title: "CDC",
          description: "Infant nutrition",
        },
      ],
      urgency: emergency ? "emergency" : "routine",
      meta: {
        engine: "built-in",
        entryIds: [],
        triageIds: [],
        category: emergency ? "emergency" : "routine",
      },
    };
  }
}

const engine = new RecordingEngine();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ engine });
});
afterAll(() => h.close());
beforeEach(() => {
  engine.requests = [];
  engine.failNext = null;
  engine.nextResult = null;
});

describe("chat.send, signed in", () => {
  it("stores the question and the answer, returns both with sources and urgency, and moves the conversation", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const conversation = await caller.conversations.create({});
    h.setNow(new Date("2025-06-15T13:00:00.000Z"));

    const result = await caller.chat.send({
      message: "  How much formula at 2 months?  ",
      conversationId: conversation.id,
    });
    expect(result.userMessage).toEqual({
      id: expect.any(Number),
      role: "user",
      content: "How much formula at 2 months?",
      createdAt: "2025-06-15T13:00:00.000Z",
      sources: [],
      urgency: null,
    });
    expect(result.assistantMessage).toMatchObject({
      role: "assistant",
      content: "Answer 1 about: How much formula at 2 months?",
      sources: [
        {
          url: "https://www.cdc.gov/infant-toddler-nutrition/",
          title: "CDC",
          description: "Infant nutrition",
        },
      ],
      urgency: "routine",
    });
    expect(result.assistantMessage.id).toBeGreaterThan(result.userMessage.id);

    const [summary] = await caller.conversations.list();
    expect(summary).toEqual({
      id: conversation.id,
      title: "How much formula at 2 months?",
      updatedAt: "2025-06-15T13:00:00.000Z",
    });
    expect(await caller.conversations.messages({ id: conversation.id })).toEqual([
      result.userMessage,
      result.assistantMessage,
    ]);
  });

  it("passes recent history and the baby profile to the engine, and leaves the profile out when personalize is false", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await caller.babyProfile.save({
      name: "Mia",
      dateOfBirth: "2025-03-01",
      feedingType: "formula",
    });
    const { id } = await caller.conversations.create({});
    await caller.chat.send({ message: "first question", conversationId: id });
    await caller.chat.send({ message: "second question", conversationId: id });

    const second = engine.requests[1]!;
    expect(second.question).toBe("second question");
    expect(second.history).toEqual([
      { role: "user", content: "first question" },
      { role: "assistant", content: "Answer 1 about: first question" },
    ]);
    expect(second.baby).toEqual({ name: "Mia", dateOfBirth: "2025-03-01" });
    expect(second.personalize).toBe(true);
    expect(second.now).toBeInstanceOf(Date);

    await caller.chat.send({ message: "third question", conversationId: id, personalize: false });
    expect(engine.requests[2]).toMatchObject({ baby: null, personalize: false });
  });

  it("sends at most the last twenty messages as history", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id } = await caller.conversations.create({});
    for (let i = 1; i <= 12; i += 1)
      await caller.chat.send({ message: `q${i}`, conversationId: id });
    const last = engine.requests.at(-1)!;
    expect(last.history).toHaveLength(20);
    expect(last.history?.[0]).toEqual({ role: "user", content: "q2" });
    expect(last.history?.at(-1)).toEqual({ role: "assistant", content: "Answer 11 about: q11" });
  });

  it("titles a 'New Chat' from its first question only, cut at a word boundary", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id } = await caller.conversations.create({});
    const long =
      "My six month old wakes up every two hours at night and will not settle without a feed, what can I do?";
    await caller.chat.send({ message: long, conversationId: id });
    await caller.chat.send({ message: "And what about naps?", conversationId: id });
    const { title } = await caller.conversations.byId({ id });
    expect(title).toBe("My six month old wakes up every two hours at night and will…");
    expect(title.length).toBeLessThanOrEqual(60);

    const named = await caller.conversations.create({ title: "Sleep plan" });
    await caller.chat.send({ message: "Is this normal?", conversationId: named.id });
    expect((await caller.conversations.byId({ id: named.id })).title).toBe("Sleep plan");
  });

  it("answers an emergency with its urgency", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id } = await caller.conversations.create({});
    const { assistantMessage } = await caller.chat.send({
      message: "My baby is not breathing",
      conversationId: id,
    });
    expect(assistantMessage).toMatchObject({ content: "Call 911 now.", urgency: "emergency" });
  });

  it("refuses an off-topic question with the engine's message and stores nothing", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id } = await caller.conversations.create({});
    await expectCode(
      caller.chat.send({ message: "Should I buy bitcoin?", conversationId: id }),
      "BAD_REQUEST",
      /I can only help with baby care and parenting questions/,
    );
    expect(await caller.conversations.messages({ id })).toEqual([]);
    expect((await caller.conversations.byId({ id })).title).toBe("New Chat");
  });

  it("stores nothing when the engine fails, and hides the failure's details", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id, updatedAt } = await caller.conversations.create({});
    engine.failNext = new Error("upstream LLM exploded at /srv/secret/path");
    await expectCode(
      caller.chat.send({ message: "Why is she crying?", conversationId: id }),
      "INTERNAL_SERVER_ERROR",
    );
    expect(await caller.conversations.messages({ id })).toEqual([]);
    expect((await caller.conversations.byId({ id })).updatedAt).toBe(updatedAt);
    expect(h.logs.some((l) => l.level === "error" && l.message === "procedure failed")).toBe(true);
  });

  it("rolls back the question when storing the answer fails (one transaction)", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id, updatedAt } = await caller.conversations.create({});
    // An urgency the messages table refuses makes the second insert fail inside the transaction.
    engine.nextResult = {
      kind: "answer",
      content: "x",
      sources: [],
      urgency: "whenever" as "routine",
      meta: { engine: "built-in", entryIds: [], triageIds: [], category: "routine" },
    };
    await expectCode(
      caller.chat.send({ message: "Is this stored?", conversationId: id }),
      "INTERNAL_SERVER_ERROR",
    );
    expect(await listMessages(h.db, id)).toEqual([]);
    expect((await caller.conversations.byId({ id })).updatedAt).toBe(updatedAt);
    expect((await caller.conversations.byId({ id })).title).toBe("New Chat");
  });

  it("answers NOT_FOUND for a conversation that is not the caller's, without asking the engine", async () => {
    const owner = await h.signUp();
    const stranger = await h.signUp();
    const { id } = await (await h.call(owner.http())).conversations.create({});
    await expectCode(
      (await h.call(stranger.http())).chat.send({ message: "hello", conversationId: id }),
      "NOT_FOUND",
    );
    await expectCode(
      (await h.call(stranger.http())).chat.send({ message: "hello", conversationId: 987654 }),
      "NOT_FOUND",
    );
    expect(engine.requests).toEqual([]);
    expect(await listMessages(h.db, id)).toEqual([]);
  });

  it("accepts a numeric id given as digits (REST path values)", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    const { id } = await caller.conversations.create({});
    const result = await caller.chat.send({
      message: "hi there",
      conversationId: String(id) as unknown as number,
    });
    expect(result.userMessage.content).toBe("hi there");
  });
});

describe("chat.send, validation", () => {
  it("refuses blank, too long and malformed input before asking the engine", async () => {
    const caller = await h.call();
    const temp = "temp_1718000000000_abc123";
    await expectCode(
      caller.chat.send({ message: "   ", conversationId: temp }),
      "BAD_REQUEST",
      /Message cannot be empty/,
    );
    await expectCode(
      caller.chat.send({ message: "a".repeat(4001), conversationId: temp }),
      "BAD_REQUEST",
      /at most 4000 characters/,
    );
    for (const conversationId of [
      "temp_",
      "temp_abc_def",
      "temp_123_!!",
      "tmp_1718000000000_a",
      "0",
      "-1",
      "1.5",
      "",
    ]) {
      await expectCode(caller.chat.send({ message: "hi", conversationId } as never), "BAD_REQUEST");
    }
    await expectCode(caller.chat.send({ message: "hi", conversationId: 0 }), "BAD_REQUEST");
    await expectCode(
      caller.chat.send({ message: 42, conversationId: temp } as never),
      "BAD_REQUEST",
    );
    expect(engine.requests).toEqual([]);
  });

  it("accepts exactly 4000 characters after trimming", async () => {
    const caller = await h.call();
    const message = `  ${"b".repeat(4000)}  `;
    const { userMessage } = await caller.chat.send({
      message,
      conversationId: "temp_1718000000000_max",
    });
    expect(userMessage.content).toHaveLength(4000);
  });

  it("asks an anonymous caller to sign in for a saved conversation", async () => {
    await expectCode(
      (await h.call()).chat.send({ message: "hi", conversationId: 1 }),
      "UNAUTHORIZED",
    );
  });
});

describe("chat.send, anonymous visitors", () => {
  const tempId = "temp_1718000000000_k3j4h5";

  it("creates a visitor cookie on the first message and keeps the conversation's context", async () => {
    const first = httpBridge();
    const a = await (
      await h.call(first)
    ).chat.send({ message: "How often should a newborn feed?", conversationId: tempId });
    expect(a.assistantMessage.urgency).toBe("routine");
    expect(first.visitorCookie).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      maxAge: 24 * 3600,
    });
    const visitorToken = first.visitorCookie!.token;
    expect(await findVisitorByTokenHash(h.db, hashToken(visitorToken)!)).not.toBeNull();

    const second = httpBridge({ visitorToken });
    await (await h.call(second)).chat.send({ message: "And at night?", conversationId: tempId });
    expect(second.visitorCookie).toBeNull();
    expect(engine.requests[1]?.history).toEqual([
      { role: "user", content: "How often should a newborn feed?" },
      { role: "assistant", content: a.assistantMessage.content },
    ]);
    expect(engine.requests[1]?.baby).toBeNull();
  });

  it("keeps each visitor's conversation invisible to other visitors using the same temporary id", async () => {
    const alice = httpBridge();
    await (
      await h.call(alice)
    ).chat.send({ message: "alice's secret question", conversationId: "temp_1718000000001_same" });
    const bob = httpBridge();
    await (
      await h.call(bob)
    ).chat.send({ message: "bob's question", conversationId: "temp_1718000000001_same" });
    expect(engine.requests[1]?.history).toEqual([]);
    expect(bob.visitorCookie?.token).not.toBe(alice.visitorCookie?.token);
  });

  it("never lists visitor conversations to signed-in users and never opens them by id", async () => {
    const visitor = httpBridge();
    const { userMessage } = await (
      await h.call(visitor)
    ).chat.send({ message: "hidden", conversationId: "temp_1718000000002_x" });
    const row = await h.db
      .selectFrom("messages")
      .select("conversation_id")
      .where("id", "=", userMessage.id)
      .executeTakeFirstOrThrow();
    const { http } = await h.signUp();
    const caller = await h.call(http());
    expect(await caller.conversations.list()).toEqual([]);
    await expectCode(caller.conversations.byId({ id: row.conversation_id }), "NOT_FOUND");
    await expectCode(
      caller.chat.send({ message: "peek", conversationId: row.conversation_id }),
      "NOT_FOUND",
    );
  });

  it("replaces an unknown or malformed visitor cookie with a new visitor", async () => {
    for (const visitorToken of ["garbage", "A".repeat(43)]) {
      const http = httpBridge({ visitorToken });
      await (
        await h.call(http)
      ).chat.send({ message: "hello", conversationId: "temp_1718000000003_y" });
      expect(http.visitorCookie).not.toBeNull();
    }
  });

  it("treats a signed-in user's temporary id visitor-style: kept under the visitor cookie, not in history, personalised", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await caller.babyProfile.save({ name: "Leo", dateOfBirth: "2025-01-10" });
    const request = http();
    const result = await (
      await h.call(request)
    ).chat.send({ message: "Is teething painful?", conversationId: "temp_1718000000004_z" });
    expect(result.assistantMessage.role).toBe("assistant");
    expect(request.visitorCookie).not.toBeNull();
    expect(engine.requests.at(-1)?.baby).toEqual({ name: "Leo", dateOfBirth: "2025-01-10" });
    expect(await caller.conversations.list()).toEqual([]);
  });

  it("drops visitor conversations after 24 hours, checking at most once a minute", async () => {
    const h2 = await createHarness({ engine, now: new Date("2025-06-01T00:00:00.000Z") });
    try {
      const visitor = httpBridge();
      await (
        await h2.call(visitor)
      ).chat.send({ message: "day one", conversationId: "temp_1717200000000_old" });
      const visitorToken = visitor.visitorCookie!.token;
      expect(await countRowsForTest(h2.db, "conversations")).toBe(1);

      // 23 h later: kept, and its context still used.
      h2.setNow(new Date("2025-06-01T23:00:00.000Z"));
      await (
        await h2.call(httpBridge({ visitorToken }))
      ).chat.send({ message: "still here?", conversationId: "temp_1717200000000_old" });
      expect(engine.requests.at(-1)?.history).toHaveLength(2);

      // 25 h after it started: purged on the next anonymous send.
      h2.setNow(new Date("2025-06-02T01:00:00.000Z"));
      await (
        await h2.call(httpBridge())
      ).chat.send({ message: "someone else", conversationId: "temp_1717300000000_new" });
      expect(await countRowsForTest(h2.db, "conversations")).toBe(1);
      expect(await countRowsForTest(h2.db, "messages")).toBe(2);

      // The visitor continues with the same temporary id: a fresh conversation, no old context.
      await (
        await h2.call(httpBridge({ visitorToken }))
      ).chat.send({ message: "back again", conversationId: "temp_1717200000000_old" });
      expect(engine.requests.at(-1)?.history).toEqual([]);

      // Within the minute no second purge runs, even if data has expired meanwhile.
      const before = await countRowsForTest(h2.db, "conversations");
      await h2.db
        .updateTable("conversations")
        .set({ created_at: "2000-01-01T00:00:00.000Z" })
        .execute();
      h2.setNow(new Date("2025-06-02T01:00:30.000Z"));
      await (
        await h2.call(httpBridge())
      ).chat.send({ message: "one more", conversationId: "temp_1717300000000_two" });
      expect(await countRowsForTest(h2.db, "conversations")).toBe(before + 1);
      h2.setNow(new Date("2025-06-02T01:02:00.000Z"));
      await (
        await h2.call(httpBridge())
      ).chat.send({ message: "and another", conversationId: "temp_1717300000000_three" });
      const left = await h2.db
        .selectFrom("conversations")
        .select("temp_id")
        .orderBy("id")
        .execute();
      expect(left.map((c) => c.temp_id)).toEqual([
        "temp_1717300000000_two",
        "temp_1717300000000_three",
      ]);
    } finally {
      await h2.close();
    }
  });
});
