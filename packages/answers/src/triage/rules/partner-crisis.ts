import { ruleMatches, type RedFlagRule } from "../rule.js";
import { parentMentalHealthRules } from "./parent-mental-health.js";

/**
 * A partner writing about the mother (parent-crisis.md, partner-in-crisis): the same signs as the
 * parent's own crisis, said of "my wife" / "my girlfriend", get a card that speaks to the one who
 * writes (stay with her, don't leave her alone with the baby), not one addressed to the mother.
 */

const PARTNER =
  /\bmy (?:wife|partner|girlfriend|gf|fiancee|missus|other half|baby s mum|babys mum|baby s mom|babys mom)\b/;
const SAID_OF_HER = /\b(?:she|shes|she s|her)\b/;
/** The writer's own thoughts ("I keep having thoughts of…", "I'm hearing voices"): the parent's own card. */
const FIRST_PERSON =
  /\bi (?:keep |m |am |have |ve |ve been |am having |m having |feel |think i )?(?:\w+ ){0,2}(?:thoughts|thinking|hearing|seeing things|want to|wanna|feel like|might|could)\b/;

const parentHarm = parentMentalHealthRules.find((r) => r.id === "parent-thoughts-of-harm")!;

export const partnerCrisisRules: readonly RedFlagRule[] = [
  {
    id: "partner-in-crisis",
    educational: true,
    when: (f) =>
      f.says(PARTNER) && f.says(SAID_OF_HER) && !f.says(FIRST_PERSON) && ruleMatches(parentHarm, f),
  },
];
