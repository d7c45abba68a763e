import {
  createAnswerEngine,
  type AnswerEngine,
  type AnswerRequest,
  type AnswerResult,
} from "@nestling/answers";
import {
  createSession,
  deleteVisitor,
  findVisitorByTokenHash,
  listMessages,
  upsertUser,
} from "@nestling/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countRowsForTest } from "../../test/count-rows";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge, type Harness } from "../../test/harness";
import { hashToken } from "../tokens";

// The real answer engine, wrapped so a test can see what the router asked it and make the next
// call fail (or return a result the database refuses) to check that nothing half-done is stored.
class RecordingEngine implements AnswerEngine {
  readonly real = createAnswerEngine();
  requests: AnswerRequest[] = [];
  failNext: Error | null = null;
  nextResult: AnswerResult | null = null;
  /** Runs while the next answer is being computed (what other requests may do meanwhile). */
  duringNext: (() => Promise<void>) | null = null;

  async answer(req: AnswerRequest): Promise<AnswerResult> {
    this.requests.push(req);
    const failure = this.failNext;
    const override = this.nextResult;
    const during = this.duringNext;
    this.failNext = null;
    this.nextResult = null;
    this.duringNext = null;
    if (during) await during();
    if (failure) throw failure;
    if (override) return override;
    return this.real.answer(req);
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
  engine.duringNext = null;
});

const FORMULA = "How much formula should my 2 month old drink?";
const OFF_TOPIC = /I can only help with baby care and parenting questions/;
const questions = [
  "How much formula should my 2 month old drink?",
  "When do babies start crawling?",
  "How do I cut my baby's nails safely?",
  "Is it normal for a newborn to sneeze a lot?",
  "How many naps does a 9 month old need?",
  "How do I burp my baby?",
  "How do I soothe a teething baby?",
  "How can I tell if my baby is getting enough breast milk?",
  "What is a safe room temperature for a sleeping baby?",
  "When do babies start walking?",
  "How often should I bathe my newborn?",
  "How do I know if my baby has a diaper rash?",
];

async function signedInConversation() {
  const { http } = await h.signUp();
  const caller = await h.call(http());
  const conversation = await caller.conversations.create({});
  return { caller, conversation };
}

describe("chat.send, signed in", () => {
  it("stores the question and the answer, returns both with sources and urgency, and moves the conversation", async () => {
    const { caller, conversation } = await signedInConversation();
    h.setNow(new Date("2025-06-15T13:00:00.000Z"));

    const result = await caller.chat.send({
      message: `  ${FORMULA}  `,
      conversationId: conversation.id,
    });
    expect(result.userMessage).toEqual({
      id: expect.any(Number),
      role: "user",
      content: FORMULA,
      createdAt: "2025-06-15T13:00:00.000Z",
      sources: [],
      urgency: null,
      disposition: null,
    });
    expect(result.assistantMessage).toMatchObject({
      role: "assistant",
      urgency: "routine",
      disposition: "home",
    });
    expect(result.assistantMessage.content).toMatch(/ounces|ml/i);
    expect(result.assistantMessage.sources.length).toBeGreaterThan(0);
    for (const source of result.assistantMessage.sources) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.title.length).toBeGreaterThan(0);
    }
    expect(result.assistantMessage.id).toBeGreaterThan(result.userMessage.id);

    const [summary] = await caller.conversations.list();
    expect(summary).toEqual({
      id: conversation.id,
      title: FORMULA,
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
    const first = await caller.chat.send({ message: FORMULA, conversationId: id });
    const followUp = await caller.chat.send({ message: "And at night?", conversationId: id });

    const second = engine.requests[1]!;
    expect(second.question).toBe("And at night?");
    expect(second.history).toEqual([
      { role: "user", content: FORMULA },
      { role: "assistant", content: first.assistantMessage.content },
    ]);
    expect(second.baby).toEqual({ name: "Mia", dateOfBirth: "2025-03-01" });
    expect(second.personalize).toBe(true);
    expect(second.now).toBeInstanceOf(Date);
    // With that history the engine takes the short follow-up as a parenting question.
    expect(followUp.assistantMessage.role).toBe("assistant");

    await caller.chat.send({
      message: "When do babies start crawling?",
      conversationId: id,
      personalize: false,
    });
    expect(engine.requests[2]).toMatchObject({ baby: null, personalize: false });
  });

  it("sends at most the last twenty messages as history", async () => {
    const { caller, conversation } = await signedInConversation();
    for (const message of questions)
      await caller.chat.send({ message, conversationId: conversation.id });
    const last = engine.requests.at(-1)!;
    expect(last.history).toHaveLength(20);
    expect(last.history?.[0]).toEqual({ role: "user", content: questions[1] });
    expect(last.history?.at(-2)).toEqual({ role: "user", content: questions[10] });
    // Eleven exchanges written to the database in turn: more than the default 5 s on a busy machine.
  }, 20_000);

  it("titles a 'New Chat' from its first question only, cut at a word boundary", async () => {
    const { caller, conversation } = await signedInConversation();
    const long =
      "My six month old wakes up every two hours at night and will not settle without a feed, what can I do?";
    await caller.chat.send({ message: long, conversationId: conversation.id });
    await caller.chat.send({
      message: "How many naps does a 6 month old need?",
      conversationId: conversation.id,
    });
    const { title } = await caller.conversations.byId({ id: conversation.id });
    expect(title).toBe("My six month old wakes up every two hours at night and will…");
    expect(title.length).toBeLessThanOrEqual(60);

    const named = await caller.conversations.create({ title: "Sleep plan" });
    await caller.chat.send({
      message: "How many naps does a 6 month old need?",
      conversationId: named.id,
    });
    expect((await caller.conversations.byId({ id: named.id })).title).toBe("Sleep plan");
  });

  it("answers an emergency with its urgency, telling the parent to call 911 first", async () => {
    const { caller, conversation } = await signedInConversation();
    const { assistantMessage } = await caller.chat.send({
      message: "My baby is not breathing",
      conversationId: conversation.id,
    });
    expect(assistantMessage.urgency).toBe("emergency");
    expect(assistantMessage.content).toMatch(/^Call 911/);
  });

  it("refuses an off-topic question with the engine's message and stores nothing", async () => {
    const { caller, conversation } = await signedInConversation();
    await caller.chat.send({ message: FORMULA, conversationId: conversation.id });
    const before = await caller.conversations.byId({ id: conversation.id });
    await expectCode(
      caller.chat.send({ message: "Should I buy bitcoin?", conversationId: conversation.id }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
    expect(await caller.conversations.messages({ id: conversation.id })).toHaveLength(2);
    expect((await caller.conversations.byId({ id: conversation.id })).title).toBe(before.title);
  });

  it("removes the empty conversation when its first question is refused", async () => {
    const { caller, conversation } = await signedInConversation();
    await expectCode(
      caller.chat.send({ message: "Should I buy bitcoin?", conversationId: conversation.id }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
    await expectCode(caller.conversations.byId({ id: conversation.id }), "NOT_FOUND");
    expect(await caller.conversations.list()).toEqual([]);
  });

  it("stores nothing when the engine fails, and hides the failure's details", async () => {
    const { caller, conversation } = await signedInConversation();
    engine.failNext = new Error("upstream LLM exploded at /srv/secret/path");
    await expectCode(
      caller.chat.send({ message: FORMULA, conversationId: conversation.id }),
      "INTERNAL_SERVER_ERROR",
    );
    // The conversation held nothing, so it is gone rather than left as an empty "New Chat".
    await expectCode(caller.conversations.byId({ id: conversation.id }), "NOT_FOUND");
    expect(h.logs.some((l) => l.level === "error" && l.message === "procedure failed")).toBe(true);
  });

  it("rolls back the question when storing the answer fails (one transaction)", async () => {
    const { caller, conversation } = await signedInConversation();
    // An urgency the messages table refuses makes the second insert fail inside the transaction.
    engine.nextResult = {
      kind: "answer",
      content: "x",
      sources: [],
      urgency: "whenever" as "routine",
      disposition: "home",
      meta: { engine: "built-in", entryIds: [], triageIds: [], category: "routine" },
    };
    await expectCode(
      caller.chat.send({ message: FORMULA, conversationId: conversation.id }),
      "INTERNAL_SERVER_ERROR",
    );
    expect(await listMessages(h.db, conversation.id)).toEqual([]);
    const after = await caller.conversations.byId({ id: conversation.id });
    expect(after.updatedAt).toBe(conversation.updatedAt);
    expect(after.title).toBe("New Chat");
  });

  it("answers NOT_FOUND for a conversation that is not the caller's, without asking the engine", async () => {
    const owner = await h.signUp();
    const stranger = await h.signUp();
    const { id } = await (await h.call(owner.http())).conversations.create({});
    const strangerCaller = await h.call(stranger.http());
    await expectCode(
      strangerCaller.chat.send({ message: FORMULA, conversationId: id }),
      "NOT_FOUND",
    );
    await expectCode(
      strangerCaller.chat.send({ message: FORMULA, conversationId: 987654 }),
      "NOT_FOUND",
    );
    expect(engine.requests).toEqual([]);
    expect(await listMessages(h.db, id)).toEqual([]);
  });

  it("accepts a numeric id given as digits (REST path values)", async () => {
    const { caller, conversation } = await signedInConversation();
    const result = await caller.chat.send({
      message: FORMULA,
      conversationId: String(conversation.id) as unknown as number,
    });
    expect(result.userMessage.content).toBe(FORMULA);
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
      await expectCode(
        caller.chat.send({ message: FORMULA, conversationId } as never),
        "BAD_REQUEST",
      );
    }
    await expectCode(caller.chat.send({ message: FORMULA, conversationId: 0 }), "BAD_REQUEST");
    await expectCode(
      caller.chat.send({ message: 42, conversationId: temp } as never),
      "BAD_REQUEST",
    );
    expect(engine.requests).toEqual([]);
  });

  it("accepts exactly 4000 characters after trimming", async () => {
    const caller = await h.call();
    const message = `  ${"How much formula should my two month old baby drink each day? ".repeat(70).slice(0, 3999)}?  `;
    const { userMessage } = await caller.chat.send({
      message,
      conversationId: "temp_1718000000000_max",
    });
    expect(userMessage.content).toHaveLength(4000);
  });

  it("asks an anonymous caller to sign in for a saved conversation", async () => {
    await expectCode(
      (await h.call()).chat.send({ message: FORMULA, conversationId: 1 }),
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

  it("answers a follow-up from the stored conversation, signed in and as a visitor", async () => {
    const lead = (content: string) => content.split("\n\n")[0] ?? "";
    const { caller, conversation } = await signedInConversation();
    const saved = async (message: string) =>
      (await caller.chat.send({ message, conversationId: conversation.id })).assistantMessage;
    let visitorToken: string | undefined;
    const asVisitor = async (message: string) => {
      const bridge = httpBridge(visitorToken ? { visitorToken } : {});
      const sent = await (
        await h.call(bridge)
      ).chat.send({ message, conversationId: "temp_1718000000009_follow" });
      visitorToken ??= bridge.visitorCookie?.token;
      return sent.assistantMessage;
    };
    for (const ask of [saved, asVisitor]) {
      const first = await ask(FORMULA);
      const next = await ask("And at 6 months?");
      // The same subject at the new age, answered first, not the previous answer again.
      expect(lead(next.content)).toMatch(/6 (?:to 8 )?(?:ounces|oz)|180/);
      expect(lead(next.content)).not.toBe(lead(first.content));
    }
  });

  it("keeps each visitor's conversation invisible to other visitors using the same temporary id", async () => {
    const alice = httpBridge();
    await (
      await h.call(alice)
    ).chat.send({ message: questions[2]!, conversationId: "temp_1718000000001_same" });
    const bob = httpBridge();
    await (
      await h.call(bob)
    ).chat.send({ message: questions[3]!, conversationId: "temp_1718000000001_same" });
    expect(engine.requests[1]?.history).toEqual([]);
    expect(bob.visitorCookie?.token).not.toBe(alice.visitorCookie?.token);
  });

  it("never lists visitor conversations to signed-in users and never opens them by id", async () => {
    const visitor = httpBridge();
    const { userMessage } = await (
      await h.call(visitor)
    ).chat.send({
      message: questions[4]!,
      conversationId: "temp_1718000000002_x",
    });
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
      caller.chat.send({ message: FORMULA, conversationId: row.conversation_id }),
      "NOT_FOUND",
    );
  });

  it("replaces an unknown or malformed visitor cookie with a new visitor", async () => {
    for (const visitorToken of ["garbage", "A".repeat(43)]) {
      const http = httpBridge({ visitorToken });
      await (
        await h.call(http)
      ).chat.send({ message: FORMULA, conversationId: "temp_1718000000003_y" });
      expect(http.visitorCookie).not.toBeNull();
    }
  });

  it("refuses an off-topic question from a visitor with the engine's message", async () => {
    await expectCode(
      (await h.call()).chat.send({
        message: "What's the weather in Paris tomorrow?",
        conversationId: "temp_1718000000005_w",
      }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
  });

  it("leaves no visitor and sets no cookie when a first question stores nothing", async () => {
    const visitorsBefore = await countRowsForTest(h.db, "visitor_sessions");
    const offTopic = httpBridge();
    await expectCode(
      (await h.call(offTopic)).chat.send({
        message: "What's the weather in Paris tomorrow?",
        conversationId: "temp_1718000000006_n",
      }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
    const failing = httpBridge();
    engine.failNext = new Error("engine down");
    await expectCode(
      (await h.call(failing)).chat.send({
        message: FORMULA,
        conversationId: "temp_1718000000006_n",
      }),
      "INTERNAL_SERVER_ERROR",
    );
    expect(offTopic.visitorCookie).toBeNull();
    expect(failing.visitorCookie).toBeNull();
    expect(await countRowsForTest(h.db, "visitor_sessions")).toBe(visitorsBefore);

    const stored = httpBridge();
    await (
      await h.call(stored)
    ).chat.send({ message: FORMULA, conversationId: "temp_1718000000006_n" });
    expect(stored.visitorCookie).not.toBeNull();
    expect(await countRowsForTest(h.db, "visitor_sessions")).toBe(visitorsBefore + 1);
  });

  it("titles the visitor's conversation from its first question and moves the visitor's last visit", async () => {
    const h2 = await createHarness({ engine, now: new Date("2025-06-01T08:00:00.000Z") });
    try {
      const first = httpBridge();
      await (
        await h2.call(first)
      ).chat.send({ message: questions[5]!, conversationId: "temp_1717200000000_t" });
      const visitorToken = first.visitorCookie!.token;
      h2.setNow(new Date("2025-06-01T09:30:00.000Z"));
      await (
        await h2.call(httpBridge({ visitorToken }))
      ).chat.send({ message: questions[6]!, conversationId: "temp_1717200000000_t" });
      expect(await findVisitorByTokenHash(h2.db, hashToken(visitorToken)!)).toMatchObject({
        createdAt: "2025-06-01T08:00:00.000Z",
        lastSeenAt: "2025-06-01T09:30:00.000Z",
      });
      const conversations = await h2.db
        .selectFrom("conversations")
        .select(["title", "created_at", "updated_at"])
        .execute();
      expect(conversations).toEqual([
        {
          title: questions[5],
          created_at: "2025-06-01T08:00:00.000Z",
          updated_at: "2025-06-01T09:30:00.000Z",
        },
      ]);
      expect(await countRowsForTest(h2.db, "messages")).toBe(4);
    } finally {
      await h2.close();
    }
  });

  it("stores the chat of a visitor whose data was purged while the answer was being written", async () => {
    const first = httpBridge();
    const tempId = "temp_1718000000007_p";
    await (await h.call(first)).chat.send({ message: questions[7]!, conversationId: tempId });
    const visitorToken = first.visitorCookie!.token;
    const { visitorId } = (await findVisitorByTokenHash(h.db, hashToken(visitorToken)!))!;
    engine.duringNext = () => deleteVisitor(h.db, visitorId);
    const second = httpBridge({ visitorToken });
    const { userMessage } = await (
      await h.call(second)
    ).chat.send({ message: questions[8]!, conversationId: tempId });
    expect(userMessage.content).toBe(questions[8]);
    expect(await findVisitorByTokenHash(h.db, hashToken(visitorToken)!)).toMatchObject({
      visitorId,
    });
    // The earlier exchange went with the purge; the cookie keeps working for the new one.
    const next = await (
      await h.call(httpBridge({ visitorToken }))
    ).chat.send({ message: questions[9]!, conversationId: tempId });
    expect(next.assistantMessage.role).toBe("assistant");
    expect(engine.requests.at(-1)?.history).toEqual([
      { role: "user", content: questions[8] },
      { role: "assistant", content: expect.any(String) },
    ]);
  });

  it("treats a signed-in user's temporary id visitor-style: kept under the visitor cookie, not in history, personalised", async () => {
    const { http } = await h.signUp();
    const caller = await h.call(http());
    await caller.babyProfile.save({ name: "Leo", dateOfBirth: "2025-01-10" });
    const request = http();
    const result = await (
      await h.call(request)
    ).chat.send({
      message: "Is teething painful?",
      conversationId: "temp_1718000000004_z",
    });
    expect(result.assistantMessage.role).toBe("assistant");
    expect(request.visitorCookie).not.toBeNull();
    expect(engine.requests.at(-1)?.baby).toEqual({ name: "Leo", dateOfBirth: "2025-01-10" });
    expect(await caller.conversations.list()).toEqual([]);
  });

  it("drops visitor conversations after 24 hours (and expired sessions), checking at most once a minute", async () => {
    const h2 = await createHarness({ engine, now: new Date("2025-06-01T00:00:00.000Z") });
    try {
      const send = async (message: string, conversationId: string, visitorToken?: string) => {
        const http = httpBridge(visitorToken ? { visitorToken } : {});
        await (await h2.call(http)).chat.send({ message, conversationId });
        return http;
      };
      const visitor = await send(questions[0]!, "temp_1717200000000_old");
      const visitorToken = visitor.visitorCookie!.token;
      expect(await countRowsForTest(h2.db, "conversations")).toBe(1);

      // 23 h later: kept, and its context still used.
      h2.setNow(new Date("2025-06-01T23:00:00.000Z"));
      await send(questions[1]!, "temp_1717200000000_old", visitorToken);
      expect(engine.requests.at(-1)?.history).toHaveLength(2);

      // 25 h after it started: purged on the next anonymous send, with expired sessions.
      const user = await upsertUser(h2.db, {
        firebaseUid: "expiring",
        email: null,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
      });
      await createSession(h2.db, {
        tokenHash: "old-session",
        userId: user.id,
        expiresAt: new Date("2025-06-01T12:00:00.000Z"),
      });
      h2.setNow(new Date("2025-06-02T01:00:00.000Z"));
      await send(questions[2]!, "temp_1717300000000_new");
      expect(await countRowsForTest(h2.db, "conversations")).toBe(1);
      expect(await countRowsForTest(h2.db, "messages")).toBe(2);
      expect(await countRowsForTest(h2.db, "sessions")).toBe(0);

      // The visitor continues with the same temporary id: a fresh conversation, no old context.
      await send(questions[3]!, "temp_1717200000000_old", visitorToken);
      expect(engine.requests.at(-1)?.history).toEqual([]);

      // Within the minute no second purge runs, even if data has expired meanwhile.
      const before = await countRowsForTest(h2.db, "conversations");
      await h2.db
        .updateTable("conversations")
        .set({ created_at: "2000-01-01T00:00:00.000Z" })
        .execute();
      h2.setNow(new Date("2025-06-02T01:00:30.000Z"));
      await send(questions[4]!, "temp_1717300000000_two");
      expect(await countRowsForTest(h2.db, "conversations")).toBe(before + 1);
      h2.setNow(new Date("2025-06-02T01:02:00.000Z"));
      await send(questions[5]!, "temp_1717300000000_three");
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
