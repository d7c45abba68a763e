import type { ChildContext } from "../compose/child-context.js";
import { entryPassages } from "../knowledge/passages.js";
import { conversationMemory } from "../retrieval/conversation-memory.js";
import { isFollowUp } from "../retrieval/follow-up.js";
import {
  entryText,
  passageKey,
  planAnswer,
  termShare,
  type AnswerPlan,
  type QuestionFrame,
} from "../retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";
import type { TriageContext, TriageResult } from "../triage/index.js";
import type { ChatTurn } from "../types.js";
import { ageFromWords, questionFacet, questionIntent } from "../understand/question-intent.js";
import { questionRegion } from "../understand/question-region.js";
import { questionSubject } from "../understand/question-subject.js";
import { forRegion, forSubject } from "./hit-filters.js";

/** Entries retrieved per question: the lead may come from any, the model sees them all. */
const LLM_PASSAGES = 4;
/** Entries a follow-up's combined search considers before its own words re-rank them. */
const FOLLOW_UP_CANDIDATES = 12;
/** How much more an entry the previous answer showed weighs in a follow-up's ranking. */
const SHOWN_ENTRY = 1.8;
/** A follow-up that retrieves this well on its own words is treated as a new question. */
const STANDALONE_SCORE = 12;
/**
 * The relevance floor. When the lead passage holds almost none of the question's terms (rarer ones
 * weigh more), its article few of them and its title and topics none, the best passage answers some
 * other question: saying there is no reviewed answer yet is more honest than answering that one.
 * Measured on the team's set (eval): these catch a swallowed object answered with mouthing or
 * breath-holding answered with hitting, and leave every answer the set marks right.
 */
function offSubject(plan: AnswerPlan): boolean {
  return plan.leadCoverage < 0.15 && plan.entryCoverage < 0.5 && plan.topicMatch < 0.1;
}

/** What retrieval needs of the engine: triage (for ages in earlier turns) and the index. */
export interface RetrieverDeps {
  triage: (question: string, context?: TriageContext) => TriageResult;
  index: SearchIndex;
}

export /** What was retrieved for a question, and for which age. */
interface Retrieval {
  hits: SearchHit[];
  ageMonths: number | null;
  frame: QuestionFrame;
  /** The passages of the answer; null when nothing answers the question well enough. */
  plan: AnswerPlan | null;
}

/**
 * The entries and passages for a question: its own words, or for a follow-up the conversation's
 * topic with this turn's words, age and intent; then the plan of the answer, or none below the floor.
 */
export function retrieve(
  deps: RetrieverDeps,
  question: string,
  history: readonly ChatTurn[],
  triaged: TriageResult,
  child: ChildContext | null,
): Retrieval {
  const worded = triaged.ageInMonths === null ? ageFromWords(question) : null;
  let ageMonths = triaged.ageInMonths ?? worded?.months ?? null;
  let ageStated = triaged.ageInMonths !== null || (worded?.stated ?? false);
  let intent = questionIntent(question);
  let hits = deps.index.search(question, {
    ageMonths: ageMonths ?? child?.ageMonths ?? null,
    ageStated,
    limit: LLM_PASSAGES,
  });
  let terms = deps.index.terms(question);
  let weights = deps.index.termWeights(terms);
  let shown: ReadonlySet<string> | undefined;
  let own: QuestionFrame["own"];
  let followUpOf: string | null = null;
  const memory = conversationMemory(history, (q) => deps.triage(q).ageInMonths);
  const standalone = (hits[0]?.score ?? 0) >= STANDALONE_SCORE && !isFollowUp(question);
  if (memory && !standalone && (isFollowUp(question) || hits.length === 0)) {
    // "and at 6 months?": the earlier topic with this question's words, age and intent.
    if (ageMonths === null && memory.ageMonths !== null) {
      ageMonths = memory.ageMonths;
      ageStated = true;
    }
    if (intent === "other") intent = memory.intent;
    followUpOf = memory.topic;
    const combined = deps.index.search(`${memory.topic} ${question}`, {
      ageMonths: ageMonths ?? child?.ageMonths ?? null,
      ageStated,
      limit: FOLLOW_UP_CANDIDATES,
    });
    if (combined.length > 0) {
      // This turn's own words say what is new ("what about fruit?"): entries holding them rank
      // first among those on the earlier topic, and in passage ranking they count double.
      const ownFrame = { terms, weights };
      // The conversation is about what the last answer showed: its entries stay first unless
      // this turn's own words clearly lie elsewhere ("what can I give her for it" after
      // constipation is not a question about pain medicine).
      const before = memory.shownIn(combined);
      const continued = (hit: SearchHit) =>
        entryPassages(hit.entry).some((p) => before.has(passageKey(p))) ? SHOWN_ENTRY : 1;
      hits = combined
        .map((hit) => ({
          ...hit,
          score: hit.score * (0.5 + termShare(entryText(hit.entry), ownFrame)) * continued(hit),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, LLM_PASSAGES);
      const ownTerms = new Set(terms);
      terms = [...new Set([...terms, ...deps.index.terms(memory.topic)])];
      weights = deps.index
        .termWeights(terms)
        .map((w, i) => (ownTerms.has(terms[i] as string) ? 2 * w : w));
      shown = memory.shownIn(hits);
      own = ownFrame;
    }
  }
  hits = forRegion(forSubject(hits, questionSubject(question)), questionRegion(question));
  const age = ageMonths ?? child?.ageMonths ?? null;
  const frame: QuestionFrame = {
    terms,
    weights,
    intent,
    facet: questionFacet(question) ?? (followUpOf ? questionFacet(followUpOf) : null),
    ageMonths: age,
    ...(shown ? { shown } : {}),
    ...(own && own.terms.length > 0 ? { own } : {}),
  };
  const plan = planAnswer(hits, frame);
  const confident = plan !== null && !offSubject(plan);
  return { hits, ageMonths: age, frame, plan: confident ? plan : null };
}
