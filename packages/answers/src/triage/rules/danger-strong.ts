import {
  BREATHING,
  COLOUR_CHANGE,
  OBJECT_STUCK,
  CHOKING,
  WATER,
  SUFFOCATION,
} from "./danger-strong-airway.js";
import { UNRESPONSIVE, SEIZURE } from "./danger-strong-alertness.js";
import { DANGEROUS_SWALLOW, POISONOUS_PLANT } from "./danger-strong-swallowed.js";
import {
  SERIOUS_BURN,
  HEAD_INJURY_SIGNS,
  HEAVY_BLEEDING,
  HEAT_ILLNESS,
  FALL_FROM_HEIGHT,
  SHAKEN,
} from "./danger-strong-injuries.js";
import {
  ALLERGIC_BREATHING,
  YOUNG_BABY_FEVER_OR_COLD,
  GREEN_VOMIT,
  RASH_NOT_FADING,
  STIFF_NECK_FEVER,
} from "./danger-strong-illness.js";
import { PARENT_CRISIS } from "./danger-strong-parent.js";
import type { DangerConcept } from "./danger-shared.js";

/** Concepts that are an alarm by themselves, in the order the safety net reads them. */
export const STRONG_CONCEPTS: readonly DangerConcept[] = [
  BREATHING,
  COLOUR_CHANGE,
  UNRESPONSIVE,
  SEIZURE,
  DANGEROUS_SWALLOW,
  POISONOUS_PLANT,
  OBJECT_STUCK,
  CHOKING,
  WATER,
  SERIOUS_BURN,
  HEAD_INJURY_SIGNS,
  HEAVY_BLEEDING,
  ALLERGIC_BREATHING,
  HEAT_ILLNESS,
  FALL_FROM_HEIGHT,
  SUFFOCATION,
  YOUNG_BABY_FEVER_OR_COLD,
  GREEN_VOMIT,
  RASH_NOT_FADING,
  STIFF_NECK_FEVER,
  PARENT_CRISIS,
  SHAKEN,
];
