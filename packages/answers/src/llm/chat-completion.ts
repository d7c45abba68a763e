import type { ChatMessage } from "@nestling/citations";
import type { LlmConfig } from "../types.js";

/** Why a model call gave no usable text. */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "http" | "network" | "malformed",
  ) {
    super(message);
    this.name = "LlmError";
  }
}

export const MAX_REPLY_TOKENS = 700;

/**
 * Calls `POST {baseUrl}/chat/completions` and returns the first choice's text. Gives up after
 * `config.timeoutMs` (the request is aborted) and throws an `LlmError` for an HTTP error, a
 * network failure or a reply that is not the OpenAI response shape.
 */
export async function chatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: 0.2,
          max_tokens: MAX_REPLY_TOKENS,
          stream: false,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted)
        throw new LlmError(`no answer within ${config.timeoutMs} ms`, "timeout");
      throw new LlmError(`request failed: ${(error as Error).message}`, "network");
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted)
        throw new LlmError(`no answer within ${config.timeoutMs} ms`, "timeout");
      if (!response.ok) throw new LlmError(`HTTP ${response.status}`, "http");
      throw new LlmError("the reply is not JSON", "malformed");
    }
    if (!response.ok) throw new LlmError(`HTTP ${response.status}`, "http");
    const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]
      ?.message?.content;
    if (typeof content !== "string" || content.trim() === "") {
      throw new LlmError("the reply has no choices[0].message.content text", "malformed");
    }
    return content;
  } finally {
    clearTimeout(timer);
  }
}
