export { createAnswerEngine } from "./create-answer-engine.js";
export type { AnswerEngineOptions } from "./create-answer-engine.js";
export {
  AnswerEngineUnavailableError,
  createThreadedAnswerEngine,
} from "./worker/threaded-answer-engine.js";
export type {
  ThreadedAnswerEngine,
  ThreadedAnswerEngineOptions,
} from "./worker/threaded-answer-engine.js";
export { OFF_TOPIC_MESSAGE } from "./answer-engine.js";
export { llmConfigFromEnv, DEFAULT_LLM_TIMEOUT_MS } from "./llm/llm-config.js";
export type {
  AnswerCategory,
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  BabyContext,
  ChatTurn,
  EngineLogger,
  LlmConfig,
  Source,
  Urgency,
} from "./types.js";
