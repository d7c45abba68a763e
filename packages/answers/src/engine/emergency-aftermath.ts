import type { TriageResult } from "../triage/index.js";
import type { ChatTurn } from "../types.js";
import { askedSentence } from "./after-emergency.js";
import type { RetrieverDeps } from "./retrieve.js";

/** Words that report how an emergency went: the help reached and what it said or did. */
const REPORTED =
  /\b(?:ambulance|paramedics?|crew|911|999|111|hospital|a ?& ?e|er|emergency (?:room|department)|poison (?:control|centre|center)|nurse line|out of hours|(?:doctors?|gp|nurse|they) (?:said|says|think|thinks|told us)|sent (?:us|him|her|them) home|discharged|checked (?:him|her|them) over)\b/;
/** The child named by a pronoun. */
const CHILD_PRONOUN = /\b(?:he|she|him|her|his|hes|shes)\b/;

/**
 * After an emergency or urgent answer, the parent reports how it went and asks what now ("they
 * said febrile seizure and sent us home, now what?", "poison control said watch him at home. what
 * should I look out for?", "ambulance says 10 mins, can I cancel it?", "how do I keep her hydrated
 * at home"). Triage's word lists find no parenting domain in such a turn, but it names no other
 * domain either: it belongs to the child's emergency and is answered, never refused. A request
 * that names a thing of its own and not the child ("any good films for tonight?") is not this.
 */
export function continuesEmergency(
  deps: Pick<RetrieverDeps, "triage" | "index">,
  question: string,
  history: readonly ChatTurn[],
  triaged: TriageResult,
): boolean {
  if (triaged.urgency !== "routine" || triaged.risky || triaged.standing === "off-topic")
    return false;
  const said = question.toLowerCase().replace(/[’'`]/g, "");
  if (!REPORTED.test(said)) return false;
  const users = history.filter((t) => t.role === "user");
  const last = users.at(-1);
  if (!last) return false;
  const before = history.slice(0, history.lastIndexOf(last));
  if (deps.triage(last.content, { history: before }).urgency === "routine") return false;
  const asked = askedSentence(question);
  // A report that ends in its question ("…sent us home, now what?") asks about the report.
  if (asked === null) return true;
  if (deps.triage(asked).standing === "off-topic") return false;
  const words = asked.toLowerCase().replace(/[’'`]/g, "");
  return CHILD_PRONOUN.test(words) || deps.index.terms(asked).length <= 1;
}
