import type { ChildContext } from "../compose/child-context.js";
import type { TriageResult } from "../triage/index.js";
import type { ChatTurn } from "../types.js";
import { parentsQuestionAfterAll } from "./parents-question.js";
import { entryText, termShare } from "../retrieval/rank-passages.js";
import { retrieve, type RetrieverDeps } from "./retrieve.js";

/**
 * Where a message's sentences and asides part: "…he's fine now. btw can you…", "…ambulance is on
 * its way. totally unrelated but what's a good bedtime…" (the parent marks the new question).
 */
const CLAUSE_BREAK =
  /[.!?;]+\s+|\s*\b(?:btw|by the way|anyway|oh and|on another note)\b[\s,]*|\s*\b(?:(?:totally|completely|slightly|kind of|kinda|a bit|bit|something|on a|on an)\s+)?(?:unrelated|different question|different thing|random question|separate question|separate thing|other question|another question|change of subject|off topic)\b(?:\s+(?:but|though|question|q|thing|note))?[\s,:-]*|,\s*(?=(?:so\s+)?(?:when|what|how|can|could|should|is|are|do|does|any)\b)/i;
/** The parent saying the next question is a new subject ("totally unrelated but…"). */
const NEW_SUBJECT =
  /\b(?:unrelated|different question|different thing|random question|separate question|separate thing|other question|another question|change of subject|off topic)\b/i;

/** Whether a message marks its question as unrelated to what came before. */
export function marksNewSubject(question: string): boolean {
  return NEW_SUBJECT.test(question);
}

/** A sentence that asks or requests something. */
const ASKS =
  /\?\s*$|^(?:(?:and|so|ok|okay|also|now)\s+)?(?:can|could|would|will|any|anything|what|whats|how|when|where|which|who|is|are|do|does|should|recommend|suggest|tell me|give me|find me|help me)\b/i;

/** What the professional said it was: "they said it's a virus", "diagnosed with croup". */
const DIAGNOSIS =
  /\b(?:said|says|told us|diagnosed|confirmed|think|thinks|reckon|reckons)(?: (?:with|as|that|it|its|it s|it was|it is|its just|it s just|it was just|she has|he has|she had|he had|shes got|hes got|she s got|he s got|was|is))* (?:just |only |probably |likely |a bad |a mild )?(?:an? )?([a-z][a-z -]{2,30}?)(?=$|[.,;!?]| and\b| so\b| but\b| we\b| sent\b| nothing\b)/i;

/** A diagnosis that names no illness: "a virus", "a bug", "an infection". */
const GENERIC = /\b(?:virus|viral|bug|infection|nothing)\b/i;
const FEVER_TOLD =
  /\b(?:fever\w*|temp|temps|temperature|burning up|hot to (?:the )?touch|3[89](?:\.\d)?|10[0-4](?:\.\d)?)\b/i;

/**
 * The question to retrieve for once a professional has seen the child: the asked sentence, with
 * what they said it was ("how do I keep her comfortable" + "a virus"), so that a question that
 * names nothing finds the article on that illness.
 */
export function askedAfterCheck(question: string, history: readonly ChatTurn[] = []): string {
  const asked = askedSentence(question) ?? question;
  const named = DIAGNOSIS.exec(question.replace(/[’']/g, ""))?.[1]?.trim();
  if (!named || asked.toLowerCase().includes(named.toLowerCase())) return asked;
  // "Just a virus" names no illness of its own: the fever it was checked for is the subject.
  const feverBefore = history.some((t) => t.role === "user" && FEVER_TOLD.test(t.content));
  if (GENERIC.test(named))
    return feverBefore ? `${asked.replace(/[?.!\s]+$/, "")} with a fever` : asked;
  return `${asked} (${named})`;
}

/** The last sentence of a message that asks something, when the message also tells something. */
export function askedSentence(question: string): string | null {
  const parts = question
    .split(CLAUSE_BREAK)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (parts.length < 2) return null;
  return [...parts].reverse().find((p) => ASKS.test(p)) ?? null;
}

/**
 * After an emergency or urgent answer, a message that says how things went and then asks for
 * something else ("all checked at hospital, just a febrile one. btw can you recommend a lasagne
 * recipe", "it came out and he's fine. any good films for tonight?") asks that: its report is the
 * conversation's, its request stands on its own words. Triage read the whole message (and found
 * nothing urgent in it); the request alone, off-topic and with nothing in the base for it, is
 * declined like any other.
 */
export function offTopicAfterEmergency(
  deps: RetrieverDeps,
  question: string,
  history: readonly ChatTurn[],
  triaged: TriageResult,
  child: ChildContext | null,
): boolean {
  if (triaged.urgency !== "routine" || triaged.risky) return false;
  const asked = askedSentence(question);
  if (!asked) return false;
  const users = history.filter((t) => t.role === "user");
  const last = users.at(-1);
  if (!last) return false;
  const before = history.slice(0, history.lastIndexOf(last));
  if (deps.triage(last.content, { history: before }).urgency === "routine") return false;
  const alone = deps.triage(asked);
  if (alone.urgency !== "routine" || alone.scope !== "off-topic") return false;
  if (alone.standing === "off-topic")
    return !parentsQuestionAfterAll(deps, asked, [], alone, child);
  // Words of no domain ("any good films for tonight?", "when can she have grapes again?"): the
  // base holding most of them in the article it would answer with says it is a parent's question.
  const { plan } = retrieve(deps, asked, [], alone, child);
  if (!plan) return true;
  const terms = deps.index.terms(asked);
  return (
    termShare(entryText(plan.lead.entry), { terms, weights: deps.index.termWeights(terms) }) <
    ASKED_COVERAGE
  );
}

/** Share of a request's words the article it would be answered with must hold to be a parent's question. */
const ASKED_COVERAGE = 0.5;
