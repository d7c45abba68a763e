import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { AnswerEngineOptions } from "../create-answer-engine.js";
import { answerEvents } from "../llm/answer-events.js";
import type {
  AnswerEngine,
  AnswerEvent,
  AnswerRequest,
  AnswerResult,
  PreparedAnswer,
  StreamAnswerOptions,
} from "../types.js";
import type { AnswerCall, ThreadError, WorkerMessage, WorkerSettings } from "./protocol.js";

export interface ThreadedAnswerEngineOptions extends AnswerEngineOptions {
  /** Worker threads; by default one per core beyond the main thread's, at least one. */
  threads?: number;
  /**
   * A question with no reply after this long fails, and its worker (stuck) is replaced. By default
   * 10 s beyond the model's timeout: the built-in answer takes milliseconds.
   */
  timeoutMs?: number;
  /** The worker's entry module; tests give a wrapper of the real one. */
  workerUrl?: URL;
}

export interface ThreadedAnswerEngine extends Required<AnswerEngine> {
  /** Resolves once every worker has built its knowledge index; rejects if a worker fails to start. */
  ready(): Promise<void>;
  /** Stops the workers; questions still waiting fail. */
  close(): Promise<void>;
}

/** A question the engine could not answer because its worker failed, stalled or was shut down. */
export class AnswerEngineUnavailableError extends Error {
  override readonly name = "AnswerEngineUnavailableError";
}

/**
 * The worker's entry beside this module: the TypeScript source under tsx (tests, `npm run dev`),
 * or the compiled `engine-worker.js` the server's build puts beside its own bundle.
 */
const DEFAULT_ENTRY = new URL(
  import.meta.url.endsWith(".ts") ? "./engine-worker.ts" : "./engine-worker.js",
  import.meta.url,
);
/** Beyond the model's timeout, how long a worker may take before it counts as stuck. */
const STALL_MARGIN_MS = 10_000;
/**
 * The worker's young generation. V8's default lets it grow to 48 MB under a steady stream of
 * questions, for garbage that dies within one answer; at 8 MB the worker's heap stays near 25 MB
 * (measured) and answers are no slower.
 */
const YOUNG_GENERATION_MB = 8;
/** Restart delays for a worker that keeps dying before it is ready (a broken install, say). */
const RESTART_DELAY_MS = { first: 100, max: 30_000 };

interface Pending {
  resolve(result: AnswerResult | PreparedAnswer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
  /** Restarts the stall timer: a question waiting for a starting worker gets its full time once the worker is ready. */
  rearm(): void;
}

/** How long a question may wait for a starting worker before the worker counts as stalled. */
const START_ALLOWANCE_MS = 30_000;

interface Slot {
  worker: Worker | null;
  ready: boolean;
  pending: Map<number, Pending>;
  /** Deaths before "ready" in a row, for the restart delay. */
  failedStarts: number;
  restartTimer: NodeJS.Timeout | null;
}

/**
 * What a worker runs. Compiled JavaScript runs as it is. TypeScript source (tests, `npm run dev`)
 * needs tsx, whose loader the main thread's `--import` does not carry into worker threads on
 * Node 20, so that worker registers it itself (tsx's ESM API, resolved from this package) before
 * importing the entry; production never takes this path.
 */
function workerSource(entry: URL): { source: string | URL; eval: boolean } {
  if (!entry.pathname.endsWith(".ts")) return { source: entry, eval: false };
  const tsxApi = import.meta.resolve("tsx/esm/api");
  return {
    source: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
    eval: true,
  };
}

function fromThread(error: ThreadError): Error {
  const copy = new Error(error.message);
  copy.name = error.name;
  if (error.stack) copy.stack = error.stack;
  return copy;
}

/**
 * The answer engine on worker threads: triage, retrieval and composition are synchronous CPU work,
 * so in the main thread every question would wait behind the others' and behind HTTP and database
 * work; here the main thread only forwards questions. Same contract as `createAnswerEngine`; a
 * worker that crashes or stalls fails only the questions it held (AnswerEngineUnavailableError,
 * which the router reports as "try again") and is replaced.
 */
export function createThreadedAnswerEngine(
  options: ThreadedAnswerEngineOptions = {},
): ThreadedAnswerEngine {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? (options.llm?.timeoutMs ?? 0) + STALL_MARGIN_MS;
  const entry = workerSource(options.workerUrl ?? DEFAULT_ENTRY);
  const settings: WorkerSettings = { llm: options.llm ?? null };
  const logger = options.logger;
  let nextId = 0;
  let closed = false;

  let firstStart: { resolve(): void; reject(error: Error): void; waiting: number } | null = null;
  const started = new Promise<void>((resolve, reject) => {
    firstStart = { resolve, reject, waiting: threads };
  });
  // A caller that never awaits ready() must not see an unhandled rejection; failures are logged.
  started.catch(() => {});

  function failAll(slot: Slot, error: Error): void {
    for (const call of slot.pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    slot.pending.clear();
  }

  function onMessage(slot: Slot, message: WorkerMessage): void {
    switch (message.type) {
      case "ready":
        slot.ready = true;
        slot.failedStarts = 0;
        for (const call of slot.pending.values()) call.rearm();
        if (firstStart && --firstStart.waiting === 0) {
          firstStart.resolve();
          firstStart = null;
        }
        return;
      case "log":
        if (message.level === "info") logger?.info?.(message.record, message.msg);
        else logger?.warn(message.record, message.msg);
        return;
      case "answer":
      case "prepared":
      case "failed": {
        const call = slot.pending.get(message.id);
        if (!call) return;
        slot.pending.delete(message.id);
        clearTimeout(call.timer);
        if (message.type === "answer") call.resolve(message.result);
        else if (message.type === "prepared") call.resolve(message.prepared);
        else call.reject(fromThread(message.error));
      }
    }
  }

  /** The worker is gone (crashed, stalled or stopped): fail its questions and start another. */
  function lost(slot: Slot, worker: Worker, reason: string): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    failAll(slot, new AnswerEngineUnavailableError(`the answer engine worker ${reason}`));
    if (closed) return;
    if (!slot.ready) {
      slot.failedStarts += 1;
      if (firstStart) {
        // Failing to start the first time is a broken install: ready() says so.
        firstStart.reject(
          new AnswerEngineUnavailableError(
            `the answer engine worker could not start: it ${reason}`,
          ),
        );
        firstStart = null;
      }
    }
    logger?.warn(
      { reason, failedStarts: slot.failedStarts },
      "answer engine worker lost; starting a new one",
    );
    const delay =
      slot.failedStarts === 0
        ? 0
        : Math.min(RESTART_DELAY_MS.max, RESTART_DELAY_MS.first * 2 ** (slot.failedStarts - 1));
    if (delay === 0) {
      start(slot);
    } else {
      slot.restartTimer = setTimeout(() => {
        slot.restartTimer = null;
        if (!closed) start(slot);
      }, delay);
    }
  }

  function start(slot: Slot): void {
    const worker = new Worker(entry.source, {
      eval: entry.eval,
      workerData: settings,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    slot.worker = worker;
    slot.ready = false;
    worker.on("message", (message: WorkerMessage) => onMessage(slot, message));
    worker.on("error", (error) => {
      logger?.warn({ err: error }, "answer engine worker failed");
      lost(slot, worker, `failed: ${error.message}`);
    });
    worker.on("exit", (exitCode) => lost(slot, worker, `exited (code ${exitCode})`));
  }

  const slots: Slot[] = Array.from({ length: threads }, () => ({
    worker: null,
    ready: false,
    pending: new Map<number, Pending>(),
    failedStarts: 0,
    restartTimer: null,
  }));
  for (const slot of slots) start(slot);

  function stalled(slot: Slot, worker: Worker): void {
    logger?.warn(
      { timeoutMs, questions: slot.pending.size },
      "answer engine worker stalled; replacing it",
    );
    lost(slot, worker, `gave no answer within ${timeoutMs} ms`);
    void worker.terminate();
  }

  function call(request: AnswerRequest, prepare: false): Promise<AnswerResult>;
  function call(request: AnswerRequest, prepare: true): Promise<PreparedAnswer>;
  function call(request: AnswerRequest, prepare: boolean): Promise<AnswerResult | PreparedAnswer> {
    {
      if (closed)
        return Promise.reject(new AnswerEngineUnavailableError("the answer engine is shut down"));
      // The least busy running worker; a question posted before it is ready waits in its queue.
      let slot: Slot | null = null;
      for (const candidate of slots) {
        if (candidate.worker && (!slot || candidate.pending.size < slot.pending.size))
          slot = candidate;
      }
      const worker = slot?.worker;
      if (!slot || !worker)
        return Promise.reject(
          new AnswerEngineUnavailableError("no answer engine worker is running"),
        );
      const target = slot;
      const id = nextId++;
      return new Promise<AnswerResult | PreparedAnswer>((resolve, reject) => {
        // A worker still starting (a replacement, say) is not stalled while it loads.
        const wait = target.ready ? timeoutMs : Math.max(timeoutMs, START_ALLOWANCE_MS);
        const timer = setTimeout(() => stalled(target, worker), wait);
        const call: Pending = {
          resolve,
          reject,
          timer,
          rearm() {
            clearTimeout(call.timer);
            call.timer = setTimeout(() => stalled(target, worker), timeoutMs);
          },
        };
        target.pending.set(id, call);
        try {
          worker.postMessage({ id, request, ...(prepare ? { prepare } : {}) } satisfies AnswerCall);
        } catch (error) {
          // A request that cannot be copied (a function in it, say) fails alone.
          target.pending.delete(id);
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }
  }

  return {
    answer: (request: AnswerRequest) => call(request, false),
    prepare: (request: AnswerRequest) => call(request, true),
    // The model's reply streams in this thread: it is waiting on the network, not computing.
    async *stream(
      request: AnswerRequest,
      streamOptions: StreamAnswerOptions = {},
    ): AsyncGenerator<AnswerEvent, void, undefined> {
      yield* answerEvents(await call(request, true), options.llm ?? null, {
        ...streamOptions,
        ...(logger ? { logger } : {}),
      });
    },
    ready: () => started,
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      const stopping: Promise<number>[] = [];
      for (const slot of slots) {
        if (slot.restartTimer) clearTimeout(slot.restartTimer);
        failAll(slot, new AnswerEngineUnavailableError("the answer engine is shut down"));
        if (slot.worker) stopping.push(slot.worker.terminate());
        slot.worker = null;
      }
      if (firstStart) {
        firstStart.reject(
          new AnswerEngineUnavailableError("the answer engine was shut down before it was ready"),
        );
        firstStart = null;
      }
      await Promise.all(stopping);
    },
  };
}
