import {
  CARE_TASK_HURT,
  PARENT_INTENT,
  PARENT_PSYCHOSIS,
  type DangerConcept,
} from "./danger-shared.js";

/** Strong alarm concept of the parent's own crisis: thoughts of harming themselves or the baby, psychosis. */
export const PARENT_CRISIS: DangerConcept = {
  id: "parent-crisis",
  strength: "strong",
  phrases: [
    "=thoughts|=thought|=thinking|=urge|=urges|=images|=want|=wanna ~4 hurt|=harm|=kill|=smother|=shake|=hit|=drown|die ~3 baby|child|=him|=her|=them|=it|=myself",
    // A fear of hurting the child during a care task ("scared to hurt her cutting her nails", "I'm
    // going to hurt him getting the splinter out") is not a fear of losing control.
    {
      pattern:
        "=might|=could|=scared|=afraid|=gonna|=going ~4 hurt|=harm|=kill|=smother|=shake|=hit|=drown|die ~3 baby|child|=him|=her|=them|=it|=myself",
      unless: [CARE_TASK_HURT],
    },
    "=kill|=killing|=end|=ending|hurt|=harm ~1 =myself",
    "=end|=ending|=take|=taking ~1 =my ~1 =own? =life",
    "=end|=ending ~1 =it ~1 =all",
    "=better ~1 =off ~2 =without ~1 =me",
    "not ~2 =want ~3 =to? =be? =alive|=live|=here|=exist",
    "=suicidal|=suicide",
    "=hearing|=hears|=hear|=heard ~1 =voices",
    ...PARENT_INTENT,
    ...PARENT_PSYCHOSIS,
  ],
};
