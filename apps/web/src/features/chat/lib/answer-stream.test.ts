import { describe, expect, it, vi } from "vitest";
import type { TrpcClient } from "../../../lib/trpc";
import { canStream, streamAnswer, StreamInterruptedError } from "./answer-stream";

type Observer = {
  onData(event: unknown): void;
  onError(error: unknown): void;
  onComplete(): void;
  onConnectionStateChange(state: { state: string; error: unknown }): void;
};

/** A client whose chat.stream hands the test its observer, to play the server's events. */
function fakeClient() {
  let observer: Observer | null = null;
  const unsubscribe = vi.fn();
  const client = {
    chat: {
      stream: {
        subscribe: (_input: unknown, o: Observer) => {
          observer = o;
          return { unsubscribe };
        },
      },
    },
  } as unknown as TrpcClient;
  return { client, unsubscribe, server: () => observer! };
}

const input = { message: "How long should naps be?", conversationId: 7 };
const sources = [{ url: "https://www.nhs.uk/baby/sleep/", title: "Safe sleep" }];
const start = { type: "start", lead: "", sources, urgency: "routine", disposition: "home" };
const stored = {
  userMessage: { id: 1, role: "user", content: input.message },
  assistantMessage: {
    id: 2,
    role: "assistant",
    content: "Naps [1](https://www.nhs.uk/baby/sleep/).",
  },
};

describe("streamAnswer", () => {
  it("formats the text as it grows, never showing a half-written marker, then gives the stored answer", async () => {
    const { client, unsubscribe, server } = fakeClient();
    const shown: string[] = [];
    const stream = streamAnswer(client, input, {
      onStart: (_start, first) => shown.push(first.markdown),
      onText: (text) => shown.push(text.markdown),
    });
    server().onData(start);
    for (const text of ["Naps ", "[", "1", "]", "."]) server().onData({ type: "text", text });
    server().onData({ type: "answer", ...stored });
    expect(shown).toEqual([
      "",
      "Naps ",
      "Naps ",
      "Naps ",
      "Naps ",
      "Naps [1](https://www.nhs.uk/baby/sleep/).",
    ]);
    expect(await stream.outcome).toEqual({ kind: "answered", result: stored, streamed: true });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("an answer with no model comes whole, to be revealed as before", async () => {
    const { client, server } = fakeClient();
    const stream = streamAnswer(client, input, { onStart: vi.fn(), onText: vi.fn() });
    server().onData({ type: "answer", ...stored });
    expect(await stream.outcome).toMatchObject({ kind: "answered", streamed: false });
  });

  it("Stop closes the stream and keeps what was shown", async () => {
    const { client, unsubscribe, server } = fakeClient();
    const stream = streamAnswer(client, input, { onStart: vi.fn(), onText: vi.fn() });
    server().onData(start);
    server().onData({ type: "text", text: "Most babies nap [1] for" });
    server().onData({ type: "text", text: " an hour [" });
    stream.stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(await stream.outcome).toEqual({
      kind: "stopped",
      start,
      shown: {
        markdown: "Most babies nap [1](https://www.nhs.uk/baby/sleep/) for an hour ",
        sources,
      },
    });
  });

  it("a refusal fails like chat.send; a stream that could not open is left to chat.send; a broken one is not asked again but keeps what was shown", async () => {
    const refused = fakeClient();
    const refusal = Object.assign(new Error("off topic"), { data: { reason: "OFF_TOPIC" } });
    const a = streamAnswer(refused.client, input, { onStart: vi.fn(), onText: vi.fn() });
    refused.server().onError(refusal);
    await expect(a.outcome).rejects.toBe(refusal);

    const closed = fakeClient();
    const b = streamAnswer(closed.client, input, { onStart: vi.fn(), onText: vi.fn() });
    closed.server().onConnectionStateChange({ state: "connecting", error: new Error("HTTP 429") });
    expect(await b.outcome).toEqual({ kind: "unavailable" });
    expect(closed.unsubscribe).toHaveBeenCalled();

    const broken = fakeClient();
    const c = streamAnswer(broken.client, input, { onStart: vi.fn(), onText: vi.fn() });
    broken.server().onData(start);
    broken.server().onData({ type: "text", text: "Most" });
    broken.server().onConnectionStateChange({ state: "connecting", error: null });
    expect(await c.outcome).toEqual({
      kind: "interrupted",
      start,
      shown: { markdown: "Most", sources: [] },
    });
    expect(broken.unsubscribe).toHaveBeenCalled();

    // Broken before any text: the server stores nothing, so the question fails.
    const early = fakeClient();
    const d = streamAnswer(early.client, input, { onStart: vi.fn(), onText: vi.fn() });
    early.server().onData(start);
    early.server().onError(new Error("stream error"));
    await expect(d.outcome).rejects.toBeInstanceOf(StreamInterruptedError);
  });

  it("streams only where EventSource exists and the address stays short", () => {
    vi.stubGlobal("EventSource", class {});
    try {
      expect(canStream(input)).toBe(true);
      expect(canStream({ ...input, message: "é".repeat(4000) })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(canStream(input)).toBe(typeof EventSource !== "undefined");
  });
});
