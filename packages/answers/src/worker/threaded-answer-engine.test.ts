// The engine on worker threads: the same answers as in process, and a failing worker fails only the
// questions it held and is replaced. Workers load the TypeScript source through tsx, as in `npm start`.
import { afterEach, describe, expect, it } from "vitest";
import { FAULTS } from "../../test/faulty-engine-worker.js";
import { startFakeLlmServer } from "../../test/fake-llm-server.js";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerRequest } from "../types.js";
import {
  AnswerEngineUnavailableError,
  createThreadedAnswerEngine,
  type ThreadedAnswerEngine,
  type ThreadedAnswerEngineOptions,
} from "./threaded-answer-engine.js";

const FAULTY_WORKER = new URL("../../test/faulty-engine-worker.ts", import.meta.url);
const now = new Date("2025-06-10T09:00:00Z");
// Worker start-up compiles the engine's source: slow on a busy shared machine.
const START_MS = 30_000;

interface LogLine {
  level: "warn" | "info";
  record: Record<string, unknown>;
  msg: string;
}

const open: ThreadedAnswerEngine[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((engine) => engine.close()));
});

function threaded(options: ThreadedAnswerEngineOptions = {}): {
  engine: ThreadedAnswerEngine;
  logs: LogLine[];
} {
  const logs: LogLine[] = [];
  const engine = createThreadedAnswerEngine({
    ...options,
    logger: {
      warn: (record, msg) =>
        logs.push({ level: "warn", record: record as Record<string, unknown>, msg }),
      info: (record, msg) =>
        logs.push({ level: "info", record: record as Record<string, unknown>, msg }),
    },
  });
  open.push(engine);
  return { engine, logs };
}

const questions: AnswerRequest[] = [
  { question: "My baby is not breathing and turning blue", now },
  { question: "she has a temp of 38.3", baby: { name: "Ada", dateOfBirth: "2025-05-01" }, now },
  {
    question: "How much formula should a 2 month old drink?",
    baby: { name: "Ada", dateOfBirth: "2025-04-01" },
    now,
  },
  {
    question: "How much formula should a 2 month old drink?",
    baby: { name: "Ada", dateOfBirth: "2025-04-01" },
    personalize: false,
    now,
  },
  { question: "What should I do about diaper rash?", now },
  { question: "my 8 month old has had a fever of 102 for three days", now },
  {
    question: "and at 6 months?",
    history: [
      { role: "user", content: "how many naps does a baby need" },
      { role: "assistant", content: "Most babies nap…" },
    ],
    now,
  },
  { question: "can I give my baby honey for his cough", now },
  { question: "whats the best crypto to buy", now },
  { question: "   ", now },
];

describe("createThreadedAnswerEngine", () => {
  it(
    "gives the in-process engine's answers, emergencies included, with questions in flight together",
    async () => {
      const { engine } = threaded({ threads: 2 });
      await engine.ready();
      const inProcess = createAnswerEngine();
      const expected = await Promise.all(questions.map((q) => inProcess.answer(q)));
      const got = await Promise.all(questions.map((q) => engine.answer(q)));
      expect(got).toEqual(expected);
      const emergency = got[0];
      expect(emergency?.kind === "answer" && emergency.urgency).toBe("emergency");
      expect(emergency?.kind === "answer" && emergency.content.split("\n")[0]).toMatch(/^Call 911/);
      expect(got.at(-2)?.kind).toBe("off-topic");
    },
    START_MS,
  );

  it(
    "passes the model settings to the worker and its log records to the logger",
    async () => {
      // Nothing listens on port 9: the model call fails and the built-in answer is used, with a warning.
      const { engine, logs } = threaded({
        threads: 1,
        llm: { baseUrl: "http://127.0.0.1:9/v1", model: "test-model", timeoutMs: 5_000 },
      });
      await engine.ready();
      expect(logs).toContainEqual(
        expect.objectContaining({ level: "info", msg: "answer engine: knowledge index built" }),
      );
      const result = await engine.answer({ question: "What should I do about diaper rash?", now });
      expect(result.kind === "answer" && result.meta.engine).toBe("built-in");
      const warning = logs.find(
        (line) => line.msg === "LLM answer unusable; using the built-in answer",
      );
      expect(warning?.record).toMatchObject({
        model: "test-model",
        err: { name: expect.any(String), message: expect.any(String) },
      });
    },
    START_MS,
  );

  it(
    "streams a model's answer: the worker prepares it, the main thread streams the model",
    async () => {
      const server = await startFakeLlmServer();
      try {
        server.behave({ kind: "reply", content: "", pieces: ["Wipe gently ", "and air dry [1]."] });
        const { engine } = threaded({
          threads: 1,
          llm: { baseUrl: server.baseUrl, model: "test-model", timeoutMs: 5_000 },
        });
        await engine.ready();
        const types: string[] = [];
        let last: unknown = null;
        for await (const event of engine.stream({
          question: "What should I do about diaper rash?",
          now,
        })) {
          types.push(event.type);
          last = event;
        }
        expect(types).toEqual(["start", "text", "text", "answer"]);
        expect(last).toMatchObject({
          type: "answer",
          result: {
            kind: "answer",
            content: expect.stringMatching(/^Wipe gently and air dry \[1\]/),
          },
        });
        const emergency: string[] = [];
        for await (const event of engine.stream({
          question: "My baby is not breathing and turning blue",
          now,
        }))
          emergency.push(event.type);
        expect(emergency).toEqual(["answer"]);
        expect(server.requests).toHaveLength(1);
      } finally {
        await server.close();
      }
    },
    START_MS,
  );

  it(
    "fails only the questions of a worker that exits, and answers the next one from a new worker",
    async () => {
      const { engine, logs } = threaded({ threads: 1, workerUrl: FAULTY_WORKER });
      await engine.ready();
      const held = engine.answer({ question: "What should I do about diaper rash?", now });
      const crash = engine.answer({ question: FAULTS.exit, now });
      const results = await Promise.allSettled([held, crash]);
      // The first question may finish before the exit; the crashing one never does.
      expect(results[1]).toMatchObject({
        status: "rejected",
        reason: expect.any(AnswerEngineUnavailableError),
      });
      if (results[0].status === "rejected")
        expect(results[0].reason).toBeInstanceOf(AnswerEngineUnavailableError);
      const next = await engine.answer({
        question: "My baby is not breathing and turning blue",
        now,
      });
      expect(next.kind === "answer" && next.urgency).toBe("emergency");
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: "warn",
          msg: "answer engine worker lost; starting a new one",
        }),
      );
    },
    START_MS,
  );

  it(
    "replaces a worker that throws outside a call",
    async () => {
      const { engine, logs } = threaded({ threads: 1, workerUrl: FAULTY_WORKER });
      await engine.ready();
      await expect(engine.answer({ question: FAULTS.uncaught, now })).rejects.toBeInstanceOf(
        AnswerEngineUnavailableError,
      );
      expect(logs).toContainEqual(
        expect.objectContaining({ level: "warn", msg: "answer engine worker failed" }),
      );
      const next = await engine.answer({ question: "What should I do about diaper rash?", now });
      expect(next.kind).toBe("answer");
    },
    START_MS,
  );

  it(
    "fails a question its worker stalls on within the timeout, and replaces the worker",
    async () => {
      // The timeout also bounds the replacement's first, cold answer: generous enough for a loaded
      // 2-core machine, far below "never".
      const { engine } = threaded({ threads: 1, workerUrl: FAULTY_WORKER, timeoutMs: 4_000 });
      await engine.ready();
      const started = performance.now();
      await expect(engine.answer({ question: FAULTS.stall, now })).rejects.toBeInstanceOf(
        AnswerEngineUnavailableError,
      );
      expect(performance.now() - started).toBeLessThan(15_000);
      const next = await engine.answer({ question: "What should I do about diaper rash?", now });
      expect(next.kind).toBe("answer");
    },
    START_MS,
  );

  it(
    "passes an engine error to its caller and keeps the worker",
    async () => {
      const { engine, logs } = threaded({ threads: 1, workerUrl: FAULTY_WORKER });
      await engine.ready();
      const error = await engine.answer({ question: FAULTS.reject, now }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: "RangeError", message: "the engine refused this call" });
      expect(
        (await engine.answer({ question: "What should I do about diaper rash?", now })).kind,
      ).toBe("answer");
      expect(logs.filter((line) => line.msg.startsWith("answer engine worker"))).toEqual([]);
    },
    START_MS,
  );

  it(
    "says so through ready() when its worker cannot start, and fails questions instead of holding them",
    async () => {
      const { engine } = threaded({
        threads: 1,
        workerUrl: new URL("./no-such-worker.ts", import.meta.url),
        timeoutMs: 60_000,
      });
      await expect(engine.ready()).rejects.toBeInstanceOf(AnswerEngineUnavailableError);
      await expect(
        engine.answer({ question: "What should I do about diaper rash?", now }),
      ).rejects.toBeInstanceOf(AnswerEngineUnavailableError);
    },
    START_MS,
  );

  it(
    "on close, fails the questions still waiting and refuses new ones",
    async () => {
      const { engine } = threaded({ threads: 1, workerUrl: FAULTY_WORKER, timeoutMs: 60_000 });
      await engine.ready();
      const waiting = engine
        .answer({ question: FAULTS.stall, now })
        .catch((error: unknown) => error);
      await engine.close();
      expect(await waiting).toMatchObject({
        name: "AnswerEngineUnavailableError",
        message: "the answer engine is shut down",
      });
      await expect(
        engine.answer({ question: "What should I do about diaper rash?", now }),
      ).rejects.toThrow("the answer engine is shut down");
    },
    START_MS,
  );
});
