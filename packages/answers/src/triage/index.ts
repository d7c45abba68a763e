export { triage } from "./triage.js";
export type {
  ChatTurn,
  RedFlagMatch,
  RiskyRedirect,
  TriageContext,
  TriageResult,
  Urgency,
} from "./types.js";
export { parseTemperatures } from "./temperature.js";
export { parseQuantities } from "./quantities.js";
export { isInjection } from "./scope-injection.js";
export { isSmallTalk, smallTalkKind, type SmallTalkKind } from "./small-talk.js";
