// Everything the threaded entry point offers, and the engine itself for in-process use.
export * from "./threaded.js";
export { createAnswerEngine } from "./create-answer-engine.js";
export type { AnswerEngineOptions } from "./create-answer-engine.js";
export { OFF_TOPIC_MESSAGE } from "./answer-engine.js";
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
export type { AnswerCategory, BabyContext, ChatTurn, Source, Urgency } from "./types.js";
