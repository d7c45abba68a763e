import { asks } from "./asked-part.js";
import { questionFacet, questionIntent, type Facet, type Intent } from "./question-intent.js";

/**
 * What kind of answer a follow-up's own question wants, when it asks one beside the change it
 * makes ("and at night, should he still have a 3am bottle?" wants a yes or no, not the earlier
 * question's amount; "what about at night?" asks nothing of its own: null).
 */
export function turnAsk(turn: string): { intent: Intent; facet: Facet | null } | null {
  const clauses = turn
    .trim()
    .split(/(?<=[?.!])\s+|,\s+/)
    .map((c) => c.trim())
    .filter((c) => c !== "" && asks(c));
  const clause = clauses[clauses.length - 1];
  if (clause === undefined) return null;
  const intent = questionIntent(clause);
  return intent === "other" ? null : { intent, facet: questionFacet(clause) };
}
