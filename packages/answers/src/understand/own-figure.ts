/**
 * A turn that gives the child's own figure and asks whether it is all right ("she only gets about
 * 10, is that bad?", "he drinks 300ml a day, is that enough?", "only 4 words, should I worry?"):
 * it measures the child against the figure the last answer gave, so that figure answers it again.
 * An age is not such a figure ("she's 2, is that too young?" asks about the age itself).
 */
const FIGURE =
  /\b\d+(?:\.\d+)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/;
const AGE_AFTER = /^\s*(?:-|\s)*(?:months?|mos?|mths?|weeks?|wks?|years?|yrs?)(?:\s*-?\s*olds?)?\b/;
const JUDGED =
  /\b(?:is (?:that|this|it) (?:bad|ok|okay|alright|all right|enough|normal|fine|a problem|too (?:little|much|few|many|low|high))|(?:should|do) i (?:be )?worr(?:y|ied)|(?:is|isn t|isnt) (?:that|this|it) enough|too (?:little|much|few|many)\b)/;

export function checksOwnFigure(turn: string): boolean {
  const text = turn.toLowerCase().replace(/[’'`]/g, " ");
  if (!JUDGED.test(text)) return false;
  for (const m of text.matchAll(new RegExp(FIGURE.source, "g")))
    if (!AGE_AFTER.test(text.slice(m.index + m[0].length))) return true;
  return false;
}
