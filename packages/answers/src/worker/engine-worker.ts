// The worker thread's entry: the answer engine, serving the main thread's calls.
import { parentPort, workerData } from "node:worker_threads";
import type { WorkerSettings } from "./protocol.js";
import { serveAnswerEngine } from "./serve-answer-engine.js";

if (!parentPort) throw new Error("engine-worker.ts runs only as a worker thread");
serveAnswerEngine(parentPort, workerData as WorkerSettings);
