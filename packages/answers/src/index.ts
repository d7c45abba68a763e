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
export {
  DEFAULT_REGION,
  REGIONS,
  isRegion,
  localize,
  regionInfo,
  type Region,
  type RegionInfo,
} from "./protocols/regions.js";
export { DISPOSITIONS, urgencyOf, type Disposition } from "./protocols/protocol.js";
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
