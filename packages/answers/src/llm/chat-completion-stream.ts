import type { ChatMessage } from "@nestling/citations";
import type { LlmConfig } from "../types.js";
import { LlmError, MAX_REPLY_TOKENS } from "./chat-completion.js";

export interface StreamOptions {
  /** Aborts the model call (the reader pressed Stop, or left). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * Calls `POST {baseUrl}/chat/completions` with `stream: true` and yields the reply's text as it
 * arrives (the OpenAI server-sent events, `data: {choices:[{delta:{content}}]}` up to
 * `data: [DONE]`). A model that sends nothing for `config.timeoutMs`, before its first piece or
 * between two, is given up on: the request is aborted and an `LlmError` ("timeout") thrown, as
 * for an HTTP error, a network failure, or a stream that breaks off or is not that shape.
 * Aborting `options.signal` ends the call and throws its reason.
 */
export async function* streamChatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  options: StreamOptions = {},
): AsyncGenerator<string, void, undefined> {
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) throw options.signal.reason;
  options.signal?.addEventListener("abort", stop, { once: true });
  let stalled = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, config.timeoutMs);
  };
  const failure = (error: unknown, what: string): Error => {
    if (options.signal?.aborted) return options.signal.reason as Error;
    if (stalled) return new LlmError(`nothing within ${config.timeoutMs} ms`, "timeout");
    if (error instanceof LlmError) return error;
    return new LlmError(`${what}: ${(error as Error).message}`, "network");
  };
  arm();
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(`${config.baseUrl}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: 0.2,
          max_tokens: MAX_REPLY_TOKENS,
          stream: true,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error, "request failed");
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new LlmError(`HTTP ${response.status}`, "http");
    }
    const decoder = new TextDecoder();
    let buffer = "";
    let done = false;
    let any = false;
    const reader = response.body.getReader();
    try {
      while (!done) {
        let read: Awaited<ReturnType<typeof reader.read>>;
        try {
          read = await reader.read();
        } catch (error) {
          throw failure(error, "the stream broke off");
        }
        if (read.done) break;
        arm();
        buffer += decoder.decode(read.value, { stream: true });
        let newline: number;
        while (!done && (newline = buffer.indexOf("\n")) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, "");
          buffer = buffer.slice(newline + 1);
          if (!line.startsWith("data:")) continue;
          const data = line.slice(5).trim();
          if (data === "[DONE]") {
            done = true;
            break;
          }
          const text = deltaText(data);
          if (text) {
            any = true;
            yield text;
          }
        }
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    if (!done) throw new LlmError("the stream ended before [DONE]", "malformed");
    if (!any) throw new LlmError("the stream held no text", "malformed");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
}

/** The text of one streamed chunk; throws for a chunk that is not the OpenAI shape. */
function deltaText(data: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new LlmError("a streamed chunk is not JSON", "malformed");
  }
  const choices = (chunk as { choices?: unknown })?.choices;
  if (!Array.isArray(choices)) throw new LlmError("a streamed chunk has no choices", "malformed");
  const content = (choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content;
  return typeof content === "string" ? content : "";
}
