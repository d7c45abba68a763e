/**
 * A parent who sets the child aside before asking something else: "my 2 year old is finally
 * asleep!! whats a good flour to water ratio for a sourdough starter", "babys napping so quick one -
 * how do I fix a dripping kitchen tap". The child named before the switch is not what is asked
 * about: the part after it decides the scope on its own words. The text is cleaned (lower case).
 */
const SETS_ASIDE =
  /\b(?:quick one|quick q|random (?:one|question|q)|random but|(?:totally |completely |slightly )?unrelated(?: but| question| q)?|off topic|not (?:baby|parenting|kid|child) related|nothing to do with (?:the )?(?:baby|babies|kids?|parenting)|(?:finally|both|all) (?:asleep|napping|in bed|down for (?:a|the|her|his|their) naps?)|while (?:s?he|they|the baby|baby|the kids?|my \w+) (?:is |are |s )?(?:naps?|napping|sleeps?|sleeping|asleep|at nursery|at daycare|at school))\b/g;

/** A clause that asks: a question mark, or a question word first. */
const ASKS =
  /\?|^(?:how|what|whats|which|why|where|when|who|can|could|should|is|are|do|does|any|best|recommend|tell me|give me)\b/;

/** The part asked after the child is set aside, or null when the message sets nothing aside. */
export function askedAfterAside(cleanText: string): string | null {
  let end = -1;
  for (const m of cleanText.matchAll(SETS_ASIDE)) end = m.index + m[0].length;
  if (end < 0) return null;
  const rest = cleanText
    .slice(end)
    .replace(/^[\s!.,;:\-–—]*(?:(?:so|but|and|then|ok|okay|anyway)\b[\s,\-–—]*)*/, "")
    .trim();
  return rest !== "" && ASKS.test(rest) ? rest : null;
}
