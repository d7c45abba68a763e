import { MAX_AGE_MONTHS, type KnowledgeEntry } from "../knowledge/knowledge-entry.js";

/** Ranges this wide or wider ("0-36", "12-72") name no particular stage: they earn no bonus. */
const STAGE_SPAN = 36;

/**
 * How well an entry's age range suits a child: entries outside it lose weight with every month
 * of distance (faster when the question states the age); inside it, narrower (more specific)
 * ranges gain a little.
 */
export function ageFit(
  entry: Pick<KnowledgeEntry, "ageMin" | "ageMax">,
  age: number | null,
  stated = false,
): number {
  if (age === null) return 1;
  const distance =
    age < entry.ageMin ? entry.ageMin - age : age > entry.ageMax + 1 ? age - entry.ageMax - 1 : 0;
  // An age from the profile is context; an age in the question is what the parent is asking about.
  if (distance > 0) return 1 / (1 + distance / (stated ? 3 : 8));
  const specific = 1 + 0.3 * Math.max(0, 1 - (entry.ageMax - entry.ageMin) / STAGE_SPAN);
  // A child in the last month of a range ("0-6" at 6 months, "12-36" at 3 years) is usually better
  // served by the next one.
  return Math.floor(age) >= entry.ageMax && entry.ageMax < MAX_AGE_MONTHS
    ? specific * 0.85
    : specific;
}
