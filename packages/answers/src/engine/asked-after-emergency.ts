import type { ChildContext } from "../compose/child-context.js";
import type { TriageResult } from "../triage/index.js";
import type { ChatTurn } from "../types.js";
import { askedSentence, marksNewSubject } from "./after-emergency.js";
import { entryText, termShare } from "../retrieval/rank-passages.js";
import { isFollowUp } from "../retrieval/follow-up.js";
import { retrieve, type RetrieverDeps, type Retrieval } from "./retrieve.js";

/** A question that retrieves this well on its own words stands on its own (as in retrieve.ts). */
const STANDALONE_SCORE = 12;

/**
 * After an emergency or urgent turn, a message that reports it over and asks something new ("the ER
 * checked her, all fine, we're home. what finger foods can she have at 9 months?") is answered on
 * the asked sentence alone when that sentence stands on its own words and its article holds more of
 * them than the conversation's: searched with the conversation, the emergency's words (tablet,
 * gagging, fit) pull the emergency's articles over it. A question that leans on the conversation
 * ("how do I look after her tonight?" after a febrile convulsion) is answered with it, as before.
 */
export function retrieveAfterEmergency(
  deps: RetrieverDeps,
  question: string,
  history: readonly ChatTurn[],
  triaged: TriageResult,
  child: ChildContext | null,
): Retrieval {
  const withConversation = retrieve(deps, question, history, triaged, child);
  if (triaged.urgency !== "routine" || triaged.risky) return withConversation;
  const asked = askedSentence(question);
  if (!asked || isFollowUp(asked)) return withConversation;
  const users = history.filter((t) => t.role === "user");
  const last = users.at(-1);
  if (!last) return withConversation;
  const before = history.slice(0, history.lastIndexOf(last));
  if (deps.triage(last.content, { history: before }).urgency === "routine") return withConversation;
  const alone = retrieve(deps, asked, [], triaged, child);
  // "totally unrelated but what's a good bedtime for him?": the parent says it does not lean on
  // the conversation, however few of its words the base holds.
  if (alone.plan && marksNewSubject(question)) return alone;
  if (!alone.plan || (alone.hits[0]?.score ?? 0) < STANDALONE_SCORE) return withConversation;
  const terms = deps.index.terms(asked);
  const own = { terms, weights: deps.index.termWeights(terms) };
  const holds = (r: Retrieval) => (r.plan ? termShare(entryText(r.plan.lead.entry), own) : 0);
  return holds(alone) > holds(withConversation) ? alone : withConversation;
}
