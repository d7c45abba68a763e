import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";

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
  const specific = 1 + 0.3 * (1 - (entry.ageMax - entry.ageMin) / 36);
  // A child in the last month of a range ("0-6" at 6 months) is usually better served by the next one.
  return Math.floor(age) >= entry.ageMax && entry.ageMax < 36 ? specific * 0.85 : specific;
}
