// A worker entry for the threaded engine's tests: the real engine worker, except that a few exact
// questions make it fail the ways a worker can (exit, throw outside a call, stall, reject).
import { parentPort, workerData } from "node:worker_threads";
import type { WorkerSettings } from "../src/worker/protocol.js";
import { serveAnswerEngine } from "../src/worker/serve-answer-engine.js";

export const FAULTS = {
  exit: "test fault: exit the worker",
  uncaught: "test fault: throw outside the call",
  stall: "test fault: stall the worker",
  reject: "test fault: reject the call",
} as const;

if (parentPort) {
  serveAnswerEngine(parentPort, workerData as WorkerSettings, (engine) => ({
    answer(request) {
      switch (request.question) {
        case FAULTS.exit:
          process.exit(3);
          break;
        case FAULTS.uncaught:
          setImmediate(() => {
            throw new Error("uncaught in the worker");
          });
          return new Promise(() => {});
        case FAULTS.stall:
          for (;;) {
            // Busy forever: only terminating the thread ends this.
          }
        case FAULTS.reject:
          return Promise.reject(new RangeError("the engine refused this call"));
      }
      return engine.answer(request);
    },
  }));
}
