import { describe, expect, it } from "vitest";
import { DEFAULT_LLM_TIMEOUT_MS, llmConfigFromEnv } from "./llm-config.js";

describe("llmConfigFromEnv", () => {
  it("is off (null) when LLM_BASE_URL is not set or blank", () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: "  ", LLM_MODEL: "m" })).toBeNull();
  });

  it("reads the base URL, key, model and timeout (default 20 s)", () => {
    expect(
      llmConfigFromEnv({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "llama3.2" }),
    ).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.2",
      timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
    });
    expect(DEFAULT_LLM_TIMEOUT_MS).toBe(20_000);
    expect(
      llmConfigFromEnv({
        LLM_BASE_URL: "https://api.openai.com/v1",
        LLM_API_KEY: "sk-test",
        LLM_MODEL: "gpt-4o-mini",
        LLM_TIMEOUT_MS: "5000",
      }),
    ).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-test",
      model: "gpt-4o-mini",
      timeoutMs: 5000,
    });
  });

  it.each([
    [{ LLM_BASE_URL: "not a url", LLM_MODEL: "m" }, "LLM_BASE_URL"],
    [{ LLM_BASE_URL: "ftp://x.example", LLM_MODEL: "m" }, "LLM_BASE_URL"],
    [{ LLM_BASE_URL: "http://x.example" }, "LLM_MODEL"],
    [
      { LLM_BASE_URL: "http://x.example", LLM_MODEL: "m", LLM_TIMEOUT_MS: "soon" },
      "LLM_TIMEOUT_MS",
    ],
    [{ LLM_BASE_URL: "http://x.example", LLM_MODEL: "m", LLM_TIMEOUT_MS: "1.5" }, "LLM_TIMEOUT_MS"],
    [{ LLM_BASE_URL: "http://x.example", LLM_MODEL: "m", LLM_TIMEOUT_MS: "10" }, "LLM_TIMEOUT_MS"],
  ])("names the variable that is wrong: %o", (env, name) => {
    expect(() => llmConfigFromEnv(env)).toThrow(name);
  });
});
