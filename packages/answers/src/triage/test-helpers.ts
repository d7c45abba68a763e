import { triage } from "./triage.js";
import type { ChatTurn, TriageResult } from "./types.js";

/** Rule ids that fired for a question. */
export function flags(
  question: string,
  context?: { history?: ChatTurn[]; babyAgeMonths?: number | null },
): string[] {
  return triage(question, context).matches.map((m) => m.id);
}

/** What the engine would do with the question: emergency, urgent, risky, off-topic or routine. */
export function categoryOf(
  r: TriageResult,
): "emergency" | "urgent" | "risky" | "off-topic" | "routine" {
  if (r.urgency === "emergency") return "emergency";
  if (r.scope === "off-topic" && r.urgency === "routine") return "off-topic";
  if (r.risky) return "risky";
  return r.urgency;
}

export function category(
  question: string,
  context?: { history?: ChatTurn[]; babyAgeMonths?: number | null },
) {
  return categoryOf(triage(question, context));
}
