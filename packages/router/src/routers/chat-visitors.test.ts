// chat.send for anonymous visitors: the visitor cookie, stored context and follow-ups, isolation
// between visitors and from signed-in history, and the 24-hour purge.
import { createSession, deleteVisitor, findVisitorByTokenHash, upsertUser } from "@nestling/db";
import { describe, expect, it } from "vitest";
import { countRowsForTest } from "../../test/count-rows";
import {
  FORMULA,
  OFF_TOPIC,
  questions,
  signedInConversation,
  useRecordingHarness,
} from "../../test/chat-fixtures";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge } from "../../test/harness";
import { hashToken } from "../tokens";

const { engine, harness: h } = useRecordingHarness();

describe("chat.send, anonymous visitors", () => {
  const tempId = "temp_1718000000000_k3j4h5";

  it("creates a visitor cookie on the first message and keeps the conversation's context", async () => {
    const first = httpBridge();
    const a = await (
      await h().call(first)
    ).chat.send({ message: "How often should a newborn feed?", conversationId: tempId });
    expect(a.assistantMessage.urgency).toBe("routine");
    expect(first.visitorCookie).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      maxAge: 24 * 3600,
    });
    const visitorToken = first.visitorCookie!.token;
    expect(await findVisitorByTokenHash(h().db, hashToken(visitorToken)!)).not.toBeNull();

    const second = httpBridge({ visitorToken });
    await (await h().call(second)).chat.send({ message: "And at night?", conversationId: tempId });
    expect(second.visitorCookie).toBeNull();
    expect(engine.requests[1]?.history).toEqual([
      { role: "user", content: "How often should a newborn feed?" },
      { role: "assistant", content: a.assistantMessage.content },
    ]);
    expect(engine.requests[1]?.baby).toBeNull();
  });

  it("answers a follow-up from the stored conversation, signed in and as a visitor", async () => {
    const lead = (content: string) => content.split("\n\n")[0] ?? "";
    const { caller, conversation } = await signedInConversation(h());
    const saved = async (message: string) =>
      (await caller.chat.send({ message, conversationId: conversation.id })).assistantMessage;
    let visitorToken: string | undefined;
    const asVisitor = async (message: string) => {
      const bridge = httpBridge(visitorToken ? { visitorToken } : {});
      const sent = await (
        await h().call(bridge)
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
      await h().call(alice)
    ).chat.send({ message: questions[2]!, conversationId: "temp_1718000000001_same" });
    const bob = httpBridge();
    await (
      await h().call(bob)
    ).chat.send({ message: questions[3]!, conversationId: "temp_1718000000001_same" });
    expect(engine.requests[1]?.history).toEqual([]);
    expect(bob.visitorCookie?.token).not.toBe(alice.visitorCookie?.token);
  });

  it("never lists visitor conversations to signed-in users and never opens them by id", async () => {
    const visitor = httpBridge();
    const { userMessage } = await (
      await h().call(visitor)
    ).chat.send({
      message: questions[4]!,
      conversationId: "temp_1718000000002_x",
    });
    const row = await h()
      .db.selectFrom("messages")
      .select("conversation_id")
      .where("id", "=", userMessage.id)
      .executeTakeFirstOrThrow();
    const { http } = await h().signUp();
    const caller = await h().call(http());
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
        await h().call(http)
      ).chat.send({ message: FORMULA, conversationId: "temp_1718000000003_y" });
      expect(http.visitorCookie).not.toBeNull();
    }
  });

  it("refuses an off-topic question from a visitor with the engine's message", async () => {
    await expectCode(
      (await h().call()).chat.send({
        message: "What's the weather in Paris tomorrow?",
        conversationId: "temp_1718000000005_w",
      }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
  });

  it("leaves no visitor and sets no cookie when a first question stores nothing", async () => {
    const visitorsBefore = await countRowsForTest(h().db, "visitor_sessions");
    const offTopic = httpBridge();
    await expectCode(
      (await h().call(offTopic)).chat.send({
        message: "What's the weather in Paris tomorrow?",
        conversationId: "temp_1718000000006_n",
      }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
    const failing = httpBridge();
    engine.failNext = new Error("engine down");
    await expectCode(
      (await h().call(failing)).chat.send({
        message: FORMULA,
        conversationId: "temp_1718000000006_n",
      }),
      "INTERNAL_SERVER_ERROR",
    );
    expect(offTopic.visitorCookie).toBeNull();
    expect(failing.visitorCookie).toBeNull();
    expect(await countRowsForTest(h().db, "visitor_sessions")).toBe(visitorsBefore);

    const stored = httpBridge();
    await (
      await h().call(stored)
    ).chat.send({ message: FORMULA, conversationId: "temp_1718000000006_n" });
    expect(stored.visitorCookie).not.toBeNull();
    expect(await countRowsForTest(h().db, "visitor_sessions")).toBe(visitorsBefore + 1);
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
    await (await h().call(first)).chat.send({ message: questions[7]!, conversationId: tempId });
    const visitorToken = first.visitorCookie!.token;
    const { visitorId } = (await findVisitorByTokenHash(h().db, hashToken(visitorToken)!))!;
    engine.duringNext = () => deleteVisitor(h().db, visitorId);
    const second = httpBridge({ visitorToken });
    const { userMessage } = await (
      await h().call(second)
    ).chat.send({ message: questions[8]!, conversationId: tempId });
    expect(userMessage.content).toBe(questions[8]);
    expect(await findVisitorByTokenHash(h().db, hashToken(visitorToken)!)).toMatchObject({
      visitorId,
    });
    // The earlier exchange went with the purge; the cookie keeps working for the new one.
    const next = await (
      await h().call(httpBridge({ visitorToken }))
    ).chat.send({ message: questions[9]!, conversationId: tempId });
    expect(next.assistantMessage.role).toBe("assistant");
    expect(engine.requests.at(-1)?.history).toEqual([
      { role: "user", content: questions[8] },
      { role: "assistant", content: expect.any(String) },
    ]);
  });

  it("treats a signed-in user's temporary id visitor-style: kept under the visitor cookie, not in history, personalised", async () => {
    const { http } = await h().signUp();
    const caller = await h().call(http());
    await caller.babyProfile.save({ name: "Leo", dateOfBirth: "2025-01-10" });
    const request = http();
    const result = await (
      await h().call(request)
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
