import type { RedFlagRule } from "../rule.js";
import { cryingAndNotRightRules } from "./crying-and-not-right.js";
import { emergencyAndFitRules } from "./emergency-and-fits.js";
import { shakingAndParentStrainRules } from "./shaking-and-parent-strain.js";
import { unresponsiveRules } from "./unresponsive.js";

/**
 * How alert the child is and how the parent is coping: a call for help, fits, a floppy or
 * unrousable child, the cry, a child not right, shaking and the parent at breaking point. The
 * order is the one triage breaks ties with.
 */
export const alertnessRules: readonly RedFlagRule[] = [
  ...emergencyAndFitRules,
  ...unresponsiveRules,
  ...cryingAndNotRightRules,
  ...shakingAndParentStrainRules,
];
