// A fake OpenAI-compatible server on 127.0.0.1, started for a test file, and engines that ask it.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createEngine } from "../src/answer-engine.js";
import type { LlmConfig } from "../src/types.js";
import { index, kb } from "./engine-fixture.js";
import { startFakeLlmServer, type FakeLlmServer } from "./fake-llm-server.js";
import { scriptedTriage } from "./scripted-triage.js";

export type LlmTestBed = {
  /** The running server (set before the file's first test). */
  server: FakeLlmServer;
  /** What the engine logged as warnings during the current test. */
  warnings: { o: object; msg: string }[];
  /** The engine with the shipped knowledge base, asking the server with `llm`'s settings. */
  engineWith: (
    llm: Omit<LlmConfig, "baseUrl"> & { baseUrl?: string },
  ) => ReturnType<typeof createEngine>;
};

/** Call once at a test file's top level: the server lives for the file, its log per test. */
export function llmTestBed(): LlmTestBed {
  const bed: LlmTestBed = {
    server: undefined as unknown as FakeLlmServer,
    warnings: [],
    engineWith: (llm) =>
      createEngine({
        triage: scriptedTriage,
        index,
        sources: kb.sources,
        logger,
        llm: { baseUrl: bed.server.baseUrl, ...llm },
      }),
  };
  const logger = { warn: (o: object, msg: string) => bed.warnings.push({ o, msg }) };
  beforeAll(async () => {
    bed.server = await startFakeLlmServer();
  });
  afterAll(() => bed.server.close());
  beforeEach(() => {
    bed.warnings.length = 0;
    bed.server.requests.length = 0;
  });
  return bed;
}
