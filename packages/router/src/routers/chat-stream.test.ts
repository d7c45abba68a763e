// chat.stream: the answer as it is written. A scripted engine streams a model's answer piece by
// piece (the real engine answers everything else), so the test decides when each piece arrives
// and when the reader stops.
import {
  createAnswerEngine,
  type AnswerEngine,
  type AnswerEvent,
  type AnswerRequest,
  type StreamAnswerOptions,
} from "@nestling/answers";
import { listMessages } from "@nestling/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge, type Harness } from "../../test/harness";
import { createContext } from "../context";
import { createCaller } from "../root";
import type { ChatStreamEvent } from "../services/stream-message";

const SOURCES = [{ url: "https://www.nhs.uk/baby/sleep/", title: "Safe sleep" }];
const MODELLED = "How long should my baby nap?";
const PIECES = ["Most babies ", "nap 1 to 2 hours [", "1]. Short naps ", "are normal too."];

class StreamingEngine implements AnswerEngine {
  readonly real = createAnswerEngine();
  /** Called before each piece: a test can hold the stream there. */
  beforePiece: (index: number) => Promise<void> = async () => {};
  modelCalls = 0;
  aborted = 0;

  answer(req: AnswerRequest) {
    return this.real.answer(req);
  }

  async *stream(
    req: AnswerRequest,
    options: StreamAnswerOptions = {},
  ): AsyncGenerator<AnswerEvent> {
    if (req.question !== MODELLED) {
      yield { type: "answer", result: await this.real.answer(req) };
      return;
    }
    this.modelCalls++;
    options.signal?.addEventListener("abort", () => this.aborted++);
    yield {
      type: "start",
      lead: "",
      sources: SOURCES,
      urgency: "routine",
      disposition: "home",
      plan: {
        passages: SOURCES,
        entryIds: ["sleep/naps"],
        region: "US",
        urgency: "routine",
        disposition: "home",
        category: "routine",
        triageIds: [],
      },
    };
    for (const [i, text] of PIECES.entries()) {
      await this.beforePiece(i);
      if (options.signal?.aborted) return;
      yield { type: "text", text };
    }
    yield {
      type: "answer",
      result: {
        kind: "answer",
        content:
          "Most babies nap 1 to 2 hours [1](https://www.nhs.uk/baby/sleep/). Short naps are normal too.",
        sources: SOURCES,
        urgency: "routine",
        disposition: "home",
        meta: { engine: "llm", entryIds: ["sleep/naps"], triageIds: [], category: "routine" },
      },
    };
  }
}

const engine = new StreamingEngine();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ engine });
});
afterAll(() => h.close());

async function signedIn() {
  const { http } = await h.signUp();
  const caller = await h.call(http());
  const conversation = await caller.conversations.create({});
  return { caller, conversation };
}

async function all(events: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const out: ChatStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe("chat.stream", () => {
  it("sends the start, each piece and the stored answer, as chat.send stores it", async () => {
    const { caller, conversation } = await signedIn();
    const events = await all(
      await caller.chat.stream({ message: MODELLED, conversationId: conversation.id }),
    );
    expect(events.map((e) => e.type)).toEqual(["start", "text", "text", "text", "text", "answer"]);
    expect(events[0]).toEqual({
      type: "start",
      lead: "",
      sources: SOURCES,
      urgency: "routine",
      disposition: "home",
    });
    const last = events.at(-1);
    if (last?.type !== "answer") throw new Error("no answer");
    expect(last.assistantMessage.content).toMatch(/^Most babies nap 1 to 2 hours \[1\]/);
    expect(last.assistantMessage.stopped).toBeUndefined();
    expect(await caller.conversations.messages({ id: conversation.id })).toEqual([
      last.userMessage,
      last.assistantMessage,
    ]);
    expect((await caller.conversations.byId({ id: conversation.id })).title).toBe(MODELLED);
  });

  it("answers an emergency whole, at once, with no model call", async () => {
    const { caller, conversation } = await signedIn();
    const calls = engine.modelCalls;
    const events = await all(
      await caller.chat.stream({
        message: "My baby is not breathing and turning blue",
        conversationId: conversation.id,
      }),
    );
    expect(events).toHaveLength(1);
    const [answer] = events;
    if (answer?.type !== "answer") throw new Error("no answer");
    expect(answer.assistantMessage.urgency).toBe("emergency");
    expect(answer.assistantMessage.content).toMatch(/^Call 911/);
    expect(engine.modelCalls).toBe(calls);
  });

  it("refuses an off-topic question before streaming, and removes the empty conversation", async () => {
    const { caller, conversation } = await signedIn();
    await expectCode(
      caller.chat.stream({ message: "Should I buy bitcoin?", conversationId: conversation.id }),
      "BAD_REQUEST",
      /I can only help with baby care and parenting questions/,
    );
    await expectCode(caller.conversations.byId({ id: conversation.id }), "NOT_FOUND");
  });

  it("on Stop, cancels the model and stores what was shown, marked stopped", async () => {
    const { http } = await h.signUp();
    const controller = new AbortController();
    // The HTTP adapter passes the request's signal: it aborts when the browser closes the stream.
    const caller = createCaller(await createContext(h.deps, http()), { signal: controller.signal });
    const conversation = await caller.conversations.create({});
    const aborted = engine.aborted;
    engine.beforePiece = async (i) => {
      if (i === 3) controller.abort();
    };
    try {
      const events = await caller.chat.stream({
        message: MODELLED,
        conversationId: conversation.id,
      });
      const seen: ChatStreamEvent[] = [];
      for await (const event of events) seen.push(event);
      expect(seen.map((e) => e.type)).toEqual(["start", "text", "text", "text"]);
    } finally {
      engine.beforePiece = async () => {};
    }
    expect(engine.aborted).toBe(aborted + 1);
    const [question, answer] = await caller.conversations.messages({ id: conversation.id });
    expect(question?.content).toBe(MODELLED);
    expect(answer).toMatchObject({
      role: "assistant",
      content: "Most babies nap 1 to 2 hours [1](https://www.nhs.uk/baby/sleep/). Short naps",
      sources: SOURCES,
      urgency: "routine",
      stopped: true,
    });
  });

  it("when the reader leaves mid-answer, stores what was sent; before any text, stores nothing", async () => {
    const { caller, conversation } = await signedIn();
    const events = await caller.chat.stream({ message: MODELLED, conversationId: conversation.id });
    for await (const event of events) if (event.type === "text") break;
    const messages = await listMessages(h.db, conversation.id);
    expect(messages.map((m) => [m.role, m.content, m.stopped ?? false])).toEqual([
      ["user", MODELLED, false],
      ["assistant", "Most babies", true],
    ]);

    const other = await signedIn();
    const early = await other.caller.chat.stream({
      message: MODELLED,
      conversationId: other.conversation.id,
    });
    for await (const event of early) if (event.type === "start") break;
    await expectCode(other.caller.conversations.byId({ id: other.conversation.id }), "NOT_FOUND");
  });

  it("gives a new visitor their cookie before the first event, and keeps the chat under it", async () => {
    const http = httpBridge();
    const events = await (
      await h.call(http)
    ).chat.stream({ message: MODELLED, conversationId: "temp_1718000000000_stream" });
    expect(http.visitorCookie).not.toBeNull();
    await all(events);
    const next = httpBridge({ visitorToken: http.visitorCookie!.token });
    const followUp = await all(
      await (
        await h.call(next)
      ).chat.stream({ message: "And at night?", conversationId: "temp_1718000000000_stream" }),
    );
    expect(followUp.at(-1)?.type).toBe("answer");
    expect(next.visitorCookie).toBeNull();
  });
});

describe("regenerate", () => {
  it("answers the last question again and replaces its answer, streamed or not", async () => {
    const { caller, conversation } = await signedIn();
    const first = await caller.chat.send({
      message: "When do babies start crawling?",
      conversationId: conversation.id,
    });
    await caller.chat.send({ message: MODELLED, conversationId: conversation.id });
    const again = await all(
      await caller.chat.stream({
        message: MODELLED,
        conversationId: conversation.id,
        regenerate: true,
      }),
    );
    const last = again.at(-1);
    if (last?.type !== "answer") throw new Error("no answer");
    const messages = await caller.conversations.messages({ id: conversation.id });
    expect(messages.map((m) => m.content)).toEqual([
      first.userMessage.content,
      first.assistantMessage.content,
      MODELLED,
      last.assistantMessage.content,
    ]);
    expect(messages.at(-1)?.id).toBe(last.assistantMessage.id);

    const resent = await caller.chat.send({
      message: MODELLED,
      conversationId: conversation.id,
      regenerate: true,
    });
    expect((await caller.conversations.messages({ id: conversation.id })).map((m) => m.id)).toEqual(
      [
        first.userMessage.id,
        first.assistantMessage.id,
        resent.userMessage.id,
        resent.assistantMessage.id,
      ],
    );
  });

  it("refuses to regenerate anything but the last question's answer", async () => {
    const { caller, conversation } = await signedIn();
    await expectCode(
      caller.chat.send({ message: MODELLED, conversationId: conversation.id, regenerate: true }),
      "BAD_REQUEST",
      /no answer to this question to regenerate/,
    );
    await caller.chat.send({ message: MODELLED, conversationId: conversation.id });
    await expectCode(
      caller.chat.send({
        message: "A different question?",
        conversationId: conversation.id,
        regenerate: true,
      }),
      "BAD_REQUEST",
    );
    expect(await caller.conversations.messages({ id: conversation.id })).toHaveLength(2);
  });
});
