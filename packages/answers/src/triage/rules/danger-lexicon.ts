import { MODERATE_CONCEPTS } from "./danger-moderate.js";
import type { DangerConcept } from "./danger-shared.js";
import { STRONG_CONCEPTS } from "./danger-strong.js";

export { OWN_BURN, type DangerConcept } from "./danger-shared.js";

/** Every alarm concept of the safety net, the strong ones first (safety-net.ts reads them in order). */
export const DANGER_CONCEPTS: readonly DangerConcept[] = [...STRONG_CONCEPTS, ...MODERATE_CONCEPTS];
