import type { MessagePort } from "node:worker_threads";
import { createAnswerEngine } from "../create-answer-engine.js";
import type {
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  EngineLogger,
  PreparedAnswer,
} from "../types.js";
import type { AnswerCall, ThreadError, WorkerMessage, WorkerSettings } from "./protocol.js";

/** An error's name, message and stack: what the main thread's logger and callers need of it. */
export function threadError(error: unknown): ThreadError {
  if (error instanceof Error)
    return {
      name: error.name,
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  return { name: "Error", message: String(error) };
}

/**
 * A log record made safe to post: errors become their name, message and stack (pino's err
 * serializer reads those), and anything a structured clone refuses (functions, sockets…) is
 * replaced by its JSON form.
 */
function postable(record: object): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value instanceof Error) out[key] = threadError(value);
    else if (typeof value === "function" || typeof value === "symbol") continue;
    else out[key] = value;
  }
  try {
    structuredClone(out);
    return out;
  } catch {
    return JSON.parse(JSON.stringify(out)) as object;
  }
}

/**
 * Answers questions posted on `port` with the answer engine, one reply per call; log records go
 * back to the main thread's logger. `wrap` lets a test wrap the real engine.
 */
export function serveAnswerEngine(
  port: MessagePort,
  settings: WorkerSettings,
  wrap: (engine: AnswerEngine) => AnswerEngine = (engine) => engine,
): void {
  const send = (message: WorkerMessage) => port.postMessage(message);
  const logger: EngineLogger = {
    warn: (record, msg) => send({ type: "log", level: "warn", record: postable(record), msg }),
    info: (record, msg) => send({ type: "log", level: "info", record: postable(record), msg }),
  };
  // Built before the first call, so the index is ready when "ready" is posted.
  const engine = wrap(createAnswerEngine({ llm: settings.llm, logger }));
  const prepare = async (request: AnswerRequest): Promise<PreparedAnswer> =>
    engine.prepare
      ? engine.prepare(request)
      : { kind: "done", result: await engine.answer(request) };
  port.on("message", (call: AnswerCall) => {
    const failed = (error: unknown) =>
      send({ type: "failed", id: call.id, error: threadError(error) });
    try {
      if (call.prepare)
        prepare(call.request).then(
          (prepared) => send({ type: "prepared", id: call.id, prepared }),
          failed,
        );
      else
        engine
          .answer(call.request)
          .then((result: AnswerResult) => send({ type: "answer", id: call.id, result }), failed);
    } catch (error) {
      failed(error);
    }
  });
  send({ type: "ready" });
}
