// chat.send for signed-in parents: what is stored and returned, history and profile, refusals
// and failures that store nothing, and the input validation every caller meets.
import { listMessages } from "@nestling/db";
import { describe, expect, it } from "vitest";
import {
  FORMULA,
  OFF_TOPIC,
  questions,
  signedInConversation,
  useRecordingHarness,
} from "../../test/chat-fixtures";
import { expectCode } from "../../test/expect-code";

const { engine, harness: h } = useRecordingHarness();

describe("chat.send, signed in", () => {
  it("stores the question and the answer, returns both with sources and urgency, and moves the conversation", async () => {
    const { caller, conversation } = await signedInConversation(h());
    h().setNow(new Date("2025-06-15T13:00:00.000Z"));

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
    const { http } = await h().signUp();
    const caller = await h().call(http());
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
    const { caller, conversation } = await signedInConversation(h());
    for (const message of questions)
      await caller.chat.send({ message, conversationId: conversation.id });
    const last = engine.requests.at(-1)!;
    expect(last.history).toHaveLength(20);
    expect(last.history?.[0]).toEqual({ role: "user", content: questions[1] });
    expect(last.history?.at(-2)).toEqual({ role: "user", content: questions[10] });
    // Eleven exchanges written to the database in turn: more than the default 5 s on a busy machine.
  }, 20_000);

  it("titles a 'New Chat' from its first question only, cut at a word boundary", async () => {
    const { caller, conversation } = await signedInConversation(h());
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
    const { caller, conversation } = await signedInConversation(h());
    const { assistantMessage } = await caller.chat.send({
      message: "My baby is not breathing",
      conversationId: conversation.id,
    });
    expect(assistantMessage.urgency).toBe("emergency");
    expect(assistantMessage.content).toMatch(/^Call 911/);
  });

  it("refuses an off-topic question with the engine's message and stores nothing", async () => {
    const { caller, conversation } = await signedInConversation(h());
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
    const { caller, conversation } = await signedInConversation(h());
    await expectCode(
      caller.chat.send({ message: "Should I buy bitcoin?", conversationId: conversation.id }),
      "BAD_REQUEST",
      OFF_TOPIC,
    );
    await expectCode(caller.conversations.byId({ id: conversation.id }), "NOT_FOUND");
    expect(await caller.conversations.list()).toEqual([]);
  });

  it("stores nothing when the engine fails, and hides the failure's details", async () => {
    const { caller, conversation } = await signedInConversation(h());
    engine.failNext = new Error("upstream LLM exploded at /srv/secret/path");
    await expectCode(
      caller.chat.send({ message: FORMULA, conversationId: conversation.id }),
      "INTERNAL_SERVER_ERROR",
    );
    // The conversation held nothing, so it is gone rather than left as an empty "New Chat".
    await expectCode(caller.conversations.byId({ id: conversation.id }), "NOT_FOUND");
    expect(h().logs.some((l) => l.level === "error" && l.message === "procedure failed")).toBe(
      true,
    );
  });

  it("rolls back the question when storing the answer fails (one transaction)", async () => {
    const { caller, conversation } = await signedInConversation(h());
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
    expect(await listMessages(h().db, conversation.id)).toEqual([]);
    const after = await caller.conversations.byId({ id: conversation.id });
    expect(after.updatedAt).toBe(conversation.updatedAt);
    expect(after.title).toBe("New Chat");
  });

  it("answers NOT_FOUND for a conversation that is not the caller's, without asking the engine", async () => {
    const owner = await h().signUp();
    const stranger = await h().signUp();
    const { id } = await (await h().call(owner.http())).conversations.create({});
    const strangerCaller = await h().call(stranger.http());
    await expectCode(
      strangerCaller.chat.send({ message: FORMULA, conversationId: id }),
      "NOT_FOUND",
    );
    await expectCode(
      strangerCaller.chat.send({ message: FORMULA, conversationId: 987654 }),
      "NOT_FOUND",
    );
    expect(engine.requests).toEqual([]);
    expect(await listMessages(h().db, id)).toEqual([]);
  });

  it("accepts a numeric id given as digits (REST path values)", async () => {
    const { caller, conversation } = await signedInConversation(h());
    const result = await caller.chat.send({
      message: FORMULA,
      conversationId: String(conversation.id) as unknown as number,
    });
    expect(result.userMessage.content).toBe(FORMULA);
  });
});

describe("chat.send, validation", () => {
  it("refuses blank, too long and malformed input before asking the engine", async () => {
    const caller = await h().call();
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
    const caller = await h().call();
    const message = `  ${"How much formula should my two month old baby drink each day? ".repeat(70).slice(0, 3999)}?  `;
    const { userMessage } = await caller.chat.send({
      message,
      conversationId: "temp_1718000000000_max",
    });
    expect(userMessage.content).toHaveLength(4000);
  });

  it("asks an anonymous caller to sign in for a saved conversation", async () => {
    await expectCode(
      (await h().call()).chat.send({ message: FORMULA, conversationId: 1 }),
      "UNAUTHORIZED",
    );
  });
});
