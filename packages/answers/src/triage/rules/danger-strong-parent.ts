import { PARENT_INTENT, PARENT_PSYCHOSIS, type DangerConcept } from "./danger-shared.js";

/** Strong alarm concept of the parent's own crisis: thoughts of harming themselves or the baby, psychosis. */
export const PARENT_CRISIS: DangerConcept = {
  id: "parent-crisis",
  strength: "strong",
  phrases: [
    "=thoughts|=thought|=thinking|=urge|=urges|=images|=might|=could|=scared|=afraid|=gonna|=going|=want|=wanna ~4 hurt|=harm|=kill|=smother|=shake|=hit|=drown|die ~3 baby|child|=him|=her|=them|=it|=myself",
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
