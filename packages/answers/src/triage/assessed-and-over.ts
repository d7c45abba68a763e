// After an emergency, a message that says a professional saw the child and it is over, then asks
// something new ("paramedics checked her, febrile seizure, she's home now. totally different
// question but when should I start potty training"): the new question is read on its own.
import { splitFineClauses } from "./clauses.js";
import { improved, persists, reportsNewSign } from "./conversation.js";
import { buildFacts } from "./facts.js";
import { seenSince } from "./red-flag-reading.js";

/** Back home, or where the child rests now: part of the report, not a new question. */
const HOME = /\b(?:home|back|asleep|sleeping|napping|resting)(?: now| again)?$/;

/**
 * The clauses of a message that do not tell the assessment or the settling ("the ER checked her",
 * "all fine", "we're home"), when one clause tells that a professional saw the child and none
 * tells danger back or new; null otherwise. Those clauses are what the parent asks now.
 */
export function askedAfterAssessment(question: string, ageMonths: number | null): string | null {
  const clauses = splitFineClauses(question.toLowerCase().replace(/[’']/g, "")).map((c) =>
    buildFacts(c, ageMonths),
  );
  if (!clauses.some((c) => seenSince(c))) return null;
  const told = (c: ReturnType<typeof buildFacts>) =>
    seenSince(c) ||
    improved(c) ||
    HOME.test(c.text.trim()) ||
    /^all (?:fine|ok|okay|good)$/.test(c.text.trim());
  const rest = clauses.filter((c) => !told(c));
  if (rest.length === 0 || rest.some((c) => persists(c) || reportsNewSign(c))) return null;
  return rest.map((c) => c.text).join(" . ");
}
