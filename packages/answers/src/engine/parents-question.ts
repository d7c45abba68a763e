import type { ChildContext } from "../compose/child-context.js";
import { isFollowUp } from "../retrieval/follow-up.js";
import { entryText, termShare } from "../retrieval/rank-passages.js";
import { isInjection, type TriageResult } from "../triage/index.js";
import { keepsSubject } from "../understand/follow-up-rewrite.js";
import type { ChatTurn } from "../types.js";
import { lastAssistant } from "./last-assistant.js";
import { OFF_TOPIC_MESSAGE } from "./off-topic-message.js";
import { retrieve, type RetrieverDeps } from "./retrieve.js";

/** Share of a neutral question's words one entry must hold for the base to call it a parent's question. */
const NEUTRAL_COVERAGE = 0.5;
/** Share of a continuation's own words the conversation's entry must hold when they name another domain. */
const CONTINUATION_OWN_COVERAGE = 0.5;

/** A child named by a pronoun ("he", "her", "she's"). */
const CHILD_PRONOUN = /\b(?:he|she|him|her|his|hes|shes|hed|shed)\b/;

/** …and when it only adds a case to the earlier question (see keepsSubject). */
const CASE_OWN_COVERAGE = 0.3;

/** "what about our dog, he's a big labrador…": what the turn asks about, then what it says of it. */
const WHAT_ABOUT =
  /^\s*(?:(?:and|but|ok(?:ay)?|so)\s+)?(?:what|how) about ([^,.;:?!]+)[,.;:?]\s*(.+)$/i;
/** A clause that asks something of its own ("…, how often should he be walked?"). */
const OWN_QUESTION =
  /\?|^(?:how|what|when|why|where|which|who|can|could|should|shall|is|are|does|do|did|will|would)\b/i;

/**
 * The words a continuation asks about: in "what about X, <a description of X>" only X (the
 * description says what the thing is like, not what is asked), else the whole turn.
 */
export function askedAbout(question: string): string {
  const m = WHAT_ABOUT.exec(question);
  if (!m) return question;
  const [, thing, rest] = m as unknown as [string, string, string];
  return OWN_QUESTION.test(rest.trim()) ? question : thing;
}

/**
 * Triage's scope reads words it has lists for, so a parent's question in words it lacks ("when
 * should I pack my hospital bag", "and at night?") reads as off-topic. The knowledge base is the
 * better judge of what parents ask: a question that names no other domain is in scope when the
 * base holds most of its words in one entry, or when it continues a conversation that was
 * answered; one that names another domain only as a continuation whose own words that entry holds
 * ("what about fish?" after starting solids).
 */
export function parentsQuestionAfterAll(
  deps: RetrieverDeps,
  question: string,
  history: readonly ChatTurn[],
  triaged: TriageResult,
  child: ChildContext | null,
): boolean {
  if (isInjection(question.toLowerCase())) return false;
  const previous = lastAssistant(history);
  // "when can he face forward in the car?" after an answer about him: "he" is the child the
  // conversation is about, so the turn is read like a follow-up, on the words that entry holds.
  const answered = previous !== null && previous !== OFF_TOPIC_MESSAGE;
  const followsUp = answered && isFollowUp(question);
  const aboutTheChild =
    answered && !followsUp && CHILD_PRONOUN.test(question.toLowerCase().replace(/[’'`]/g, ""));
  const continues = followsUp || aboutTheChild;
  if (triaged.standing === "off-topic" && !continues) return false;
  const { plan } = retrieve(deps, question, history, triaged, child);
  if (!plan) return false;
  const terms = deps.index.terms(continues ? askedAbout(question) : question);
  const own = termShare(entryText(plan.lead.entry), {
    terms,
    weights: deps.index.termWeights(terms),
  });
  // "even after a glass of wine with dinner?" after bed sharing asks about bed sharing in that
  // case: the conversation's entry speaking of part of it is enough.
  const needed = keepsSubject(question) ? CASE_OWN_COVERAGE : CONTINUATION_OWN_COVERAGE;
  // One that is not a follow-up stands on its own words, whatever the conversation was about
  // ("can you recommend a film for her?" is not asking about her cold).
  if (aboutTheChild) return own >= CONTINUATION_OWN_COVERAGE;
  if (continues) return triaged.standing !== "off-topic" || own >= needed;
  return own >= NEUTRAL_COVERAGE && plan.topicMatch > 0;
}
