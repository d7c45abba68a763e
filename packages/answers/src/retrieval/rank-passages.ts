// Passage ranking, one file per step; this module keeps the names the engine imports together.
export type { AnswerPlan } from "./answer-plan.js";
export { entryText } from "./entry-text.js";
export { passageKey } from "./passage-key.js";
export { planAnswer } from "./plan-answer.js";
export type { QuestionFrame } from "./question-frame.js";
export { askedShare, stem, termShare } from "./term-share.js";
