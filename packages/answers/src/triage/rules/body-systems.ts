import type { RedFlagRule } from "../rule.js";
import { eyeAndEarRules } from "./eyes-and-ears.js";
import { limbInjuryRules, limpRules } from "./limbs.js";
import { throatRules } from "./throat.js";
import { tummyAndGenitalRules } from "./tummy-and-genitals.js";
import { woundAndFingerRules } from "./wounds-and-fingers.js";

/**
 * Signs that are a body part with something wrong with it: tummy, genitals, throat, wounds, limbs,
 * eyes and ears (protocols abdominal-pain, genital-pain, sore-throat, bleeding-and-wounds,
 * limb-injury, eye-injury, ear-pain). All are void for a general question or a past episode. The
 * order is the one triage breaks ties with.
 */
export const bodySystemRules: readonly RedFlagRule[] = [
  ...limpRules,
  ...tummyAndGenitalRules,
  ...throatRules,
  ...woundAndFingerRules,
  ...limbInjuryRules,
  ...eyeAndEarRules,
];
