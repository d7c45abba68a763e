import type { AnswerRequest, AnswerResult, LlmConfig, PreparedAnswer } from "../types.js";

/** What the main thread gives a worker when it starts it. */
export interface WorkerSettings {
  llm: LlmConfig | null;
}

/** Main thread → worker: answer this question. */
export interface AnswerCall {
  id: number;
  request: AnswerRequest;
  /** Only triage, retrieval and the model's plan: the main thread streams the model itself. */
  prepare?: boolean;
}

/** An error as it crosses the thread boundary (an Error's fields, which a plain clone keeps). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
}

/** Worker → main thread. */
export type WorkerMessage =
  | { type: "ready" }
  | { type: "answer"; id: number; result: AnswerResult }
  | { type: "prepared"; id: number; prepared: PreparedAnswer }
  | { type: "failed"; id: number; error: ThreadError }
  | { type: "log"; level: "warn" | "info"; record: object; msg: string };
