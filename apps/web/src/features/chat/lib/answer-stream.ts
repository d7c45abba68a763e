import { createCitationStream, type FormatCitationsResult } from "@nestling/citations";
import type { ChatStreamEvent, SendMessageResult } from "@nestling/router";
import type { TrpcClient } from "../../../lib/trpc";

type StreamInput = Parameters<TrpcClient["chat"]["stream"]["subscribe"]>[0];
type StartEvent = Extract<ChatStreamEvent, { type: "start" }>;

/**
 * URLs longer than this may be refused by a proxy: such a question (long, in a script that
 * percent-encodes to many bytes) is sent whole with chat.send instead.
 */
const MAX_STREAM_URL = 8_000;

/** Whether this question can be streamed: the browser has EventSource and its URL stays short. */
export function canStream(input: StreamInput): boolean {
  if (typeof EventSource === "undefined") return false;
  return encodeURIComponent(JSON.stringify(input)).length < MAX_STREAM_URL;
}

/** The stream broke off after it started but before any text was shown: nothing is stored. */
export class StreamInterruptedError extends Error {
  override readonly name = "StreamInterruptedError";
}

/** How a streamed question ended. */
export type StreamOutcome =
  /** Stored and returned as chat.send returns it; `streamed` when the text was shown as it came. */
  | { kind: "answered"; result: SendMessageResult; streamed: boolean }
  /** The parent pressed Stop: what they were shown, which the server stores marked stopped. */
  | { kind: "stopped"; start: StartEvent; shown: FormatCitationsResult }
  /**
   * The connection dropped after text was shown (a network blip, a server restart): what was shown,
   * which the server stores marked stopped, unless it went down before it could.
   */
  | { kind: "interrupted"; start: StartEvent; shown: FormatCitationsResult }
  /** The stream could not open (refused before any event): send the question the plain way. */
  | { kind: "unavailable" };

export interface StreamHandlers {
  /** The model started: the lead and the answer's urgency. */
  onStart(start: StartEvent, shown: FormatCitationsResult): void;
  /** More text: the answer formatted so far, never with a half-written citation. */
  onText(shown: FormatCitationsResult): void;
}

export interface AnswerStream {
  outcome: Promise<StreamOutcome>;
  /** Stops the answer: the server cancels the model and keeps what was shown. */
  stop(): void;
}

/**
 * Asks a question over chat.stream. Errors the server reports (off-topic, sign-in, a failure)
 * reject `outcome` with the TRPCClientError chat.send would give. The link would reconnect after
 * a dropped connection and so ask again: the stream is closed instead and the answer is reported
 * `interrupted` with what was shown, or the question fails when no text was shown, or, when
 * nothing had arrived yet, it is reported `unavailable` for chat.send to carry.
 */
export function streamAnswer(
  client: TrpcClient,
  input: StreamInput,
  handlers: StreamHandlers,
): AnswerStream {
  let stop: () => void = () => {};
  const outcome = new Promise<StreamOutcome>((resolve, reject) => {
    let start: StartEvent | null = null;
    let received = false;
    let settled = false;
    let formatter: ReturnType<typeof createCitationStream> | null = null;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      subscription.unsubscribe();
      fn();
    };
    /** The stream broke off after it began: keep what was shown, if anything was. */
    const broke = (error: StreamInterruptedError) => {
      const shown = formatter?.current();
      const begun = start;
      settle(() =>
        begun && shown && shown.markdown.trim() !== ""
          ? resolve({ kind: "interrupted", start: begun, shown })
          : reject(error),
      );
    };
    const subscription = client.chat.stream.subscribe(input, {
      onData(event) {
        received = true;
        if (event.type === "start") {
          start = event;
          formatter = createCitationStream({ sources: event.sources });
          handlers.onStart(event, formatter.push(event.lead));
        } else if (event.type === "text" && formatter) {
          handlers.onText(formatter.push(event.text));
        } else if (event.type === "answer") {
          const { userMessage, assistantMessage } = event;
          settle(() =>
            resolve({
              kind: "answered",
              result: { userMessage, assistantMessage },
              streamed: start !== null,
            }),
          );
        }
      },
      onError(error) {
        if (start) broke(new StreamInterruptedError("The answer stream failed", { cause: error }));
        else settle(() => reject(error));
      },
      onConnectionStateChange(state) {
        if (state.state !== "connecting" || (!state.error && !received)) return;
        if (received) broke(new StreamInterruptedError("The answer stream was interrupted"));
        else settle(() => resolve({ kind: "unavailable" }));
      },
      onComplete() {
        settle(() => reject(new Error("The answer stream ended without an answer")));
      },
    });
    stop = () => {
      if (start && formatter) {
        const shown = formatter.current();
        const begun = start;
        settle(() => resolve({ kind: "stopped", start: begun, shown }));
      } else {
        settle(() => reject(new Error("The answer was stopped before it began")));
      }
    };
  });
  return { outcome, stop: () => stop() };
}
