import type { RedFlagRule } from "../rule.js";
import { bleedingRules } from "./bleeding.js";
import { burnRules } from "./burns-and-shocks.js";
import { headInjuryRules } from "./head-injury.js";
import { swallowingRules } from "./swallowed-and-choking.js";

/** Injury rules in the order they were written (head, swallowing, water, bleeding, burns). */
export const injuryRules: readonly RedFlagRule[] = [
  ...headInjuryRules,
  ...swallowingRules,
  {
    id: "near-drowning",
    phrases: [
      {
        pattern: "drown",
        // "dry drowning", "secondary drowning": names parents ask about after a splash, not a submersion.
        unless: ["not ~2 drown", "=dry|=secondary|=delayed ~1 drown"],
      },
      { pattern: "underwater", unless: ["=swim ~2 =lessons|=class", "=hold ~3 =breath"] },
      "=facedown ~5 water",
      "water ~5 =facedown",
      "=floating ~4 water",
      "fall ~2 =into|=in ~2 =pool|=pond|=lake|=river|=sea|=ocean|=canal|=hottub|=jacuzzi",
      "=pulled|=fished|=dragged|=lifted|=grabbed ~4 =out ~3 =pool|=pond|=lake|=river|=sea|=ocean|=canal|=hottub|=jacuzzi",
      "=found ~4 =in|=at ~2 =the ~1 water ~3 unresponsive|not|=floating|=facedown",
    ],
    educational: true,
  },
  ...bleedingRules,
  ...burnRules,
];
