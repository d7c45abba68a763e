// `@nestling/answers/threaded`: what a server needs to run the engine on worker threads, without
// loading the engine itself in the main thread (its modules cost the main thread ~20 MB of RSS
// under tsx, for code only the workers run).
export {
  AnswerEngineUnavailableError,
  createThreadedAnswerEngine,
} from "./worker/threaded-answer-engine.js";
export type {
  ThreadedAnswerEngine,
  ThreadedAnswerEngineOptions,
} from "./worker/threaded-answer-engine.js";
export { llmConfigFromEnv, DEFAULT_LLM_TIMEOUT_MS } from "./llm/llm-config.js";
export type {
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  EngineLogger,
  LlmConfig,
} from "./types.js";
export {
  finishModelAnswer,
  stoppedModelAnswer,
  streamSources,
  type AnswerEvent,
  type ModelPlan,
  type PreparedAnswer,
  type StreamedPlan,
} from "./llm/model-plan.js";
export type { StreamAnswerOptions } from "./types.js";
