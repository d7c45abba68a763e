import type { EngineLogger, LlmConfig } from "../types.js";
import { createLocalizeStream } from "../protocols/localize-stream.js";
import { streamChatCompletion } from "./chat-completion-stream.js";
import {
  finishModelAnswer,
  streamSources,
  type AnswerEvent,
  type PreparedAnswer,
} from "./model-plan.js";

export interface AnswerEventsOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  logger?: EngineLogger;
}

/**
 * A prepared answer as events (see `AnswerEvent`): an answer that needs no model at once; else
 * the lead, the model's text as it arrives and the finished answer, or the built-in answer when
 * the model fails, stalls or writes something unusable. When `signal` aborts (the reader
 * stopped), the model call is cancelled and the events end without an answer.
 */
export async function* answerEvents(
  prepared: PreparedAnswer,
  llm: LlmConfig | null,
  options: AnswerEventsOptions = {},
): AsyncGenerator<AnswerEvent, void, undefined> {
  if (prepared.kind === "done" || !llm) {
    yield {
      type: "answer",
      result: prepared.kind === "done" ? prepared.result : prepared.plan.fallback,
    };
    return;
  }
  const { plan } = prepared;
  yield {
    type: "start",
    lead: plan.lead?.markdown ?? "",
    sources: streamSources(plan),
    urgency: plan.urgency,
    disposition: plan.disposition,
    plan: {
      passages: plan.passages,
      entryIds: plan.entryIds,
      region: plan.region,
      urgency: plan.urgency,
      disposition: plan.disposition,
      category: plan.category,
      triageIds: plan.triageIds,
    },
  };
  let reply = "";
  let result;
  // The reader sees the text in the region's wording as it arrives, as the stored answer has it.
  const localized = createLocalizeStream(plan.region);
  try {
    for await (const text of streamChatCompletion(llm, plan.messages, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })) {
      reply += text;
      const shown = localized.push(text);
      if (shown !== "") yield { type: "text", text: shown };
    }
    result = finishModelAnswer(plan, reply);
  } catch (error) {
    if (options.signal?.aborted) return;
    options.logger?.warn(
      { err: error, model: llm.model, streamed: reply.length },
      "LLM answer unusable; using the built-in answer",
    );
    result = plan.fallback;
  }
  yield { type: "answer", result };
}
