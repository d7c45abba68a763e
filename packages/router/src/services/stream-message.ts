import {
  stoppedModelAnswer,
  type AnswerEvent,
  type AnswerRequest,
  type Source,
} from "@nestling/answers";
import { createCitationStream } from "@nestling/citations";
import { refusal } from "../error-reasons";
import type { RouterDeps } from "../deps";
import type { SendMessageInput } from "../schemas";
import {
  beginExchange,
  forgetIfEmpty,
  storeExchange,
  type Actor,
  type PendingExchange,
  type SendMessageResult,
} from "./send-message";

/**
 * What the browser receives while an answer streams: `start` (the lead, already formatted, and
 * the sources the text may cite, for formatting it as it grows), then the model's `text` piece by
 * piece, and last the stored `answer`: the same shape `chat.send` returns. An answer that needs no
 * model (an emergency, a built-in answer) comes as the `answer` alone, at once.
 */
export type ChatStreamEvent =
  | {
      type: "start";
      lead: string;
      sources: Source[];
      urgency: "emergency" | "urgent" | "routine";
      disposition: string;
    }
  | { type: "text"; text: string }
  | ({ type: "answer" } & SendMessageResult);

/** The engine's events; an engine without `stream` answers in one event. */
async function* engineEvents(
  deps: RouterDeps,
  request: AnswerRequest,
  signal: AbortSignal | undefined,
): AsyncGenerator<AnswerEvent, void, undefined> {
  if (deps.engine.stream) yield* deps.engine.stream(request, signal ? { signal } : {});
  else yield { type: "answer", result: await deps.engine.answer(request) };
}

/**
 * Answers a parent's message as it is written (see `ChatStreamEvent`). Everything that can refuse
 * the question (the conversation, triage's off-topic reply, the engine failing before it starts)
 * happens before this returns, so it fails like `chat.send`. When the reader stops (`signal`
 * aborts, or the stream is closed), the model call is cancelled and the question is stored with
 * the answer as far as it was sent, marked stopped; a stop before any text stores nothing.
 */
export async function streamMessage(
  deps: RouterDeps,
  actor: Actor,
  input: SendMessageInput,
  signal?: AbortSignal,
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const exchange = await beginExchange(deps, actor, input);
  const events = engineEvents(deps, exchange.request, signal);
  let first: AnswerEvent | undefined;
  try {
    first = (await events.next()).value ?? undefined;
    if (!first) throw new Error("the answer engine gave no answer");
    if (first.type === "answer" && first.result.kind === "off-topic")
      throw refusal("OFF_TOPIC", first.result.message);
    if (first.type === "text") throw new Error("the answer engine sent text before its start");
  } catch (error) {
    await events.return();
    await forgetIfEmpty(deps, actor, exchange);
    throw error;
  }
  // Cookies go out with the response's headers, before the first event: a new visitor gets theirs
  // now. Should nothing be stored after all, the cookie names no visitor and is replaced later.
  if (exchange.target.kind === "temporary") exchange.target.visitor.issueCookie();
  if (first.type === "answer") {
    const { result } = first;
    if (result.kind !== "answer") throw new Error("unreachable: refused above");
    const stored = await storeExchange(deps, actor, input, exchange, result);
    return (async function* () {
      yield { type: "answer", ...stored };
    })();
  }
  return streamed(deps, actor, input, exchange, first, events);
}

async function* streamed(
  deps: RouterDeps,
  actor: Actor,
  input: SendMessageInput,
  exchange: PendingExchange,
  start: Extract<AnswerEvent, { type: "start" }>,
  events: AsyncGenerator<AnswerEvent, void, undefined>,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  // What the reader has been sent, formatted as their browser formats it.
  const shown = createCitationStream({ sources: start.sources });
  shown.push(start.lead);
  let finished = false;
  try {
    yield {
      type: "start",
      lead: start.lead,
      sources: start.sources,
      urgency: start.urgency,
      disposition: start.disposition,
    };
    for (;;) {
      const next = await events.next();
      if (next.done) break;
      const event = next.value;
      if (event.type === "text") {
        shown.push(event.text);
        yield { type: "text", text: event.text };
      } else if (event.type === "answer" && event.result.kind === "answer") {
        const stored = await storeExchange(deps, actor, input, exchange, event.result);
        finished = true;
        yield { type: "answer", ...stored };
        return;
      }
    }
  } finally {
    if (!finished) {
      await events.return();
      const { markdown, sources } = shown.current();
      if (markdown.trim() !== "") {
        const answer = stoppedModelAnswer(start.plan, markdown, sources);
        await storeExchange(deps, actor, input, exchange, { ...answer, stopped: true }).catch(
          (error: unknown) => deps.logger.error({ err: error }, "storing a stopped answer failed"),
        );
      } else {
        await forgetIfEmpty(deps, actor, exchange);
      }
    }
  }
}
