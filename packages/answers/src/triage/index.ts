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
export { isInjection, isSmallTalk, smallTalkKind, type SmallTalkKind } from "./scope.js";
