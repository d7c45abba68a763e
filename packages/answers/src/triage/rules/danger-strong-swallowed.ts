import {
  TOXIC,
  INGEST_VERB,
  PLANT,
  PLANT_RISK,
  NAMED_TOXIC_PLANT,
  PLANT_WITH_PART,
  PLANT_PLACE,
  MAY_EAT,
  SWALLOWED_TOXIC,
  TOXIC_CIRCUMSTANCES,
  TOXIC_IN_BODY,
  some,
  type DangerConcept,
} from "./danger-shared.js";
import { takenAsPrescribed } from "./as-prescribed.js";
import { isDoseSlip, isDoseTaken } from "./exposures.js";

/** Strong alarm concepts of swallowing: medicines, chemicals, batteries and magnets, poisonous plants. */
export const DANGEROUS_SWALLOW: DangerConcept = {
  id: "dangerous-swallow",
  strength: "strong",
  when: (f) =>
    (some(f, SWALLOWED_TOXIC) ||
      f.has(TOXIC_IN_BODY) ||
      (f.has(TOXIC) && f.hasAny(TOXIC_CIRCUMSTANCES))) &&
    (!f.has(MAY_EAT) || f.has("=ate|=swallowed|=drank|=chewed|=licked|=bit|=found|=got")) &&
    !isDoseSlip(f) &&
    !isDoseTaken(f) &&
    !takenAsPrescribed(f),
};

export const POISONOUS_PLANT: DangerConcept = {
  id: "poisonous-plant",
  strength: "strong",
  phrases: [
    `${INGEST_VERB} ~6 ${PLANT_RISK} ~3 ${PLANT}`,
    `${PLANT_RISK} ~3 ${PLANT} ~6 ${INGEST_VERB}`,
    // "berries in her mouth… neighbour says it's a yew": a named poisonous plant near a mouth.
    `${NAMED_TOXIC_PLANT} ~12 ${INGEST_VERB}|mouth`,
    `${INGEST_VERB}|mouth ~12 ${NAMED_TOXIC_PLANT}`,
    ...PLANT_WITH_PART.flatMap((named) => [
      `${INGEST_VERB} ~6 ${named}`,
      `${named} ~8 ${INGEST_VERB}|mouth`,
    ]),
    // Any berry, leaf or mushroom picked outdoors: "berries off the hedge", "a mushroom from the lawn".
    `${INGEST_VERB} ~5 ${PLANT} ~6 ${PLANT_PLACE}`,
    `${PLANT} ~6 ${PLANT_PLACE} ~8 ${INGEST_VERB}`,
    `=picked|=pulled|=found|=grabbed ~4 ${PLANT} ~10 ${INGEST_VERB}|mouth`,
  ],
  when: (f) => !f.hasAny([MAY_EAT]),
};
