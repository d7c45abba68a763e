import type { RedFlagRule } from "../rule.js";
import { alertnessRules } from "./alertness.js";
import { abuseAndCrashRules } from "./abuse-and-crash.js";
import { allergyRules } from "./allergy.js";
import { asthmaRules } from "./asthma.js";
import { bodySystemRules } from "./body-systems.js";
import { bloodyDiarrhoeaRule } from "./bloody-diarrhoea.js";
import { breathingRules } from "./breathing.js";
import { coldExposureRules } from "./cold-exposure.js";
import { diabetesRules } from "./diabetes.js";
import { exposureRules } from "./exposures.js";
import { feedingRules } from "./feeding.js";
import { feverRules } from "./fever.js";
import { generalUrgentRules } from "./general-urgent.js";
import { infectionRules } from "./infections.js";
import { injuryRules } from "./injuries.js";
import { jaundiceRules } from "./jaundice.js";
import { parentMentalHealthRules } from "./parent-mental-health.js";
import { partnerCrisisRules } from "./partner-crisis.js";
import { persistingRules } from "./persisting.js";
import { POSSIBLE_MEDICINE_SWALLOW } from "./possible-medicine-swallow.js";
import { pregnancyRules } from "./pregnancy.js";
import { pregnancyWarningRules } from "./pregnancy-warning-signs.js";
import { infectedSkinRules, skinRules } from "./skin.js";
import { teethBitesSkinRules } from "./teeth-bites-skin.js";

/** Every red-flag rule, grouped as in red-flags.md; triage orders matches by urgency. */
export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  // Asthma first: for a child with a reliever, its steps (sit up, more reliever) are the specific ones.
  ...asthmaRules,
  ...breathingRules,
  // Before injuries: the crash and the abuse explain the injury, and their steps lead.
  ...abuseAndCrashRules,
  ...injuryRules,
  ...allergyRules,
  ...alertnessRules,
  ...feverRules,
  ...skinRules,
  ...feedingRules,
  bloodyDiarrhoeaRule,
  ...jaundiceRules,
  // The partner's card before the parent's own: it speaks to the one who writes.
  ...partnerCrisisRules,
  ...parentMentalHealthRules,
  ...bodySystemRules,
  ...teethBitesSkinRules,
  ...coldExposureRules,
  ...persistingRules,
  ...generalUrgentRules,
  ...exposureRules,
  POSSIBLE_MEDICINE_SWALLOW,
  ...infectionRules,
  ...infectedSkinRules,
  ...pregnancyRules,
  ...pregnancyWarningRules,
  ...diabetesRules,
];

export { riskyRedirect, riskyRules } from "./risky.js";
