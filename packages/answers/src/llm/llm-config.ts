import { z } from "zod";
import type { LlmConfig } from "../types.js";

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const schema = z.object({
  LLM_BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: "LLM_BASE_URL must be an http(s) URL, e.g. http://127.0.0.1:11434/v1",
      })
      .optional(),
  ),
  LLM_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  LLM_MODEL: z.preprocess(blankToUndefined, z.string().optional()),
  LLM_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "LLM_TIMEOUT_MS must be a whole number of milliseconds" })
      .int({ error: "LLM_TIMEOUT_MS must be a whole number of milliseconds" })
      .min(100, { error: "LLM_TIMEOUT_MS must be at least 100" })
      .max(600_000, { error: "LLM_TIMEOUT_MS must be at most 600000" })
      .default(DEFAULT_LLM_TIMEOUT_MS),
  ),
});

/**
 * The LLM settings from the environment, or null when `LLM_BASE_URL` is not set (the model is off
 * by default). Throws an error naming the variable when one is malformed, or when a base URL is
 * given without `LLM_MODEL`.
 */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const parsed = schema.safeParse({
    LLM_BASE_URL: env.LLM_BASE_URL,
    LLM_API_KEY: env.LLM_API_KEY,
    LLM_MODEL: env.LLM_MODEL,
    LLM_TIMEOUT_MS: env.LLM_TIMEOUT_MS,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid LLM settings: ${parsed.error.issues.map((i) => i.message).join("; ")}`,
    );
  }
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = parsed.data;
  if (!LLM_BASE_URL) return null;
  if (!LLM_MODEL)
    throw new Error("Invalid LLM settings: LLM_MODEL is required when LLM_BASE_URL is set");
  const config: LlmConfig = {
    baseUrl: LLM_BASE_URL.replace(/\/+$/, ""),
    model: LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
  };
  if (LLM_API_KEY) config.apiKey = LLM_API_KEY;
  return config;
}
