import {
  OFF_TOPIC_REPLY,
  buildPrompt,
  findRecognizedSource,
  formatCitations,
  type Source,
} from "@nestling/citations";
import { childContext, type ChildContext } from "./compose/child-context.js";
import { composeSmallTalk } from "./compose/compose-small-talk.js";
import {
  composeEmergency,
  composeRisky,
  composeUrgent,
  type ComposedAnswer,
  type SourceLookup,
} from "./compose/compose-answer.js";
import { composeNoAnswer } from "./compose/compose-no-answer.js";
import { composePlannedRoutine } from "./compose/compose-routine.js";
import type { KnowledgeEntry } from "./knowledge/knowledge-entry.js";
import type { SourceInfo } from "./knowledge/load-knowledge.js";
import { loadNoAnswerReply, type NoAnswerReply } from "./knowledge/no-answer-reply.js";
import { answerEvents } from "./llm/answer-events.js";
import { chatCompletion } from "./llm/chat-completion.js";
import {
  finishModelAnswer,
  stripUncitedLinks,
  type AnswerLead,
  type ModelAnswer,
  type ModelPlan,
  type PreparedAnswer,
} from "./llm/model-plan.js";
import { DEFAULT_REGION, localize } from "./protocols/regions.js";
import { groundingPassages } from "./llm/grounding.js";
import { conversationMemory } from "./retrieval/conversation-memory.js";
import { isFollowUp } from "./retrieval/follow-up.js";
import { entryPassages } from "./knowledge/passages.js";
import {
  entryText,
  passageKey,
  planAnswer,
  termShare,
  type AnswerPlan,
  type QuestionFrame,
} from "./retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "./retrieval/search-index.js";
import { ageFromWords, questionFacet, questionIntent } from "./understand/question-intent.js";
import { entryRegion, questionRegion, type Region } from "./understand/question-region.js";
import { questionSubject, type Subject } from "./understand/question-subject.js";
import {
  isInjection,
  smallTalkKind,
  type TriageContext,
  type TriageResult,
} from "./triage/index.js";
import type {
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  ChatTurn,
  EngineLogger,
  LlmConfig,
  StreamAnswerOptions,
} from "./types.js";

export { stripUncitedLinks };

/** The refusal for anything that is not about babies, toddlers, parenting or postpartum health. */
export const OFF_TOPIC_MESSAGE = `${OFF_TOPIC_REPLY} Ask me about feeding, sleep, development, behaviour, health, safety or everyday care of your baby or toddler.`;

/**
 * Under a risky redirect, an article is added only when the question's words are largely its
 * subject (title and topics): a loose match there would dilute a safety message.
 */
const RISKY_ENTRY_TOPIC_MATCH = 0.3;
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

/** Share of a neutral question's words one entry must hold for the base to call it a parent's question. */
const NEUTRAL_COVERAGE = 0.5;
/** Share of a continuation's own words the conversation's entry must hold when they name another domain. */
const CONTINUATION_OWN_COVERAGE = 0.5;

/** The triage function of src/triage (or a test's stand-in with the same contract). */
export type TriageFn = (question: string, context?: TriageContext) => TriageResult;

export interface EngineDeps {
  triage: TriageFn;
  index: SearchIndex;
  /** Verified pages by address, for the titles shown under answers. */
  sources: ReadonlyMap<string, SourceInfo>;
  llm?: LlmConfig | null;
  logger?: EngineLogger;
  fetch?: typeof fetch;
  /** The reviewed reply when nothing answers the question (default: knowledge/no-answer.md). */
  noAnswer?: NoAnswerReply;
}

/** What was retrieved for a question, and for which age. */
interface Retrieval {
  hits: SearchHit[];
  ageMonths: number | null;
  frame: QuestionFrame;
  /** The passages of the answer; null when nothing answers the question well enough. */
  plan: AnswerPlan | null;
}

/**
 * The answer engine: triage first (its urgency is final), then retrieval from the knowledge base,
 * then a composed answer — built in, or written by the configured model from the retrieved
 * passages, with the built-in answer as the fallback.
 */
export function createEngine(deps: EngineDeps): Required<AnswerEngine> {
  const lookup = sourceLookup(deps.sources);
  const noAnswer = deps.noAnswer ?? loadNoAnswerReply(new Set(deps.sources.keys()));

  function retrieve(
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

  /**
   * Triage's scope reads words it has lists for, so a parent's question in words it lacks ("when
   * should I pack my hospital bag", "and at night?") reads as off-topic. The knowledge base is the
   * better judge of what parents ask: a question that names no other domain is in scope when the
   * base holds most of its words in one entry, or when it continues a conversation that was
   * answered; one that names another domain only as a continuation whose own words that entry holds
   * ("what about fish?" after starting solids).
   */
  function parentsQuestionAfterAll(
    question: string,
    history: readonly ChatTurn[],
    triaged: TriageResult,
    child: ChildContext | null,
  ): boolean {
    if (isInjection(question.toLowerCase())) return false;
    const previous = lastAssistant(history);
    const continues = previous !== null && previous !== OFF_TOPIC_MESSAGE && isFollowUp(question);
    if (triaged.standing === "off-topic" && !continues) return false;
    const { plan } = retrieve(question, history, triaged, child);
    if (!plan) return false;
    const terms = deps.index.terms(question);
    const own = termShare(entryText(plan.lead.entry), {
      terms,
      weights: deps.index.termWeights(terms),
    });
    if (continues) return triaged.standing !== "off-topic" || own >= CONTINUATION_OWN_COVERAGE;
    return own >= NEUTRAL_COVERAGE && plan.topicMatch > 0;
  }

  function builtInRoutine(
    retrieval: Retrieval,
    child: ChildContext | null,
  ): { answer: ComposedAnswer; entries: KnowledgeEntry[] } {
    const { plan } = retrieval;
    if (!plan) {
      // The operator counts these to see which topics parents ask about that the base lacks.
      deps.logger?.info?.(
        {
          event: "knowledge_gap",
          topicGuess: retrieval.hits[0]?.entry.folder ?? "none",
          nearestEntry: retrieval.hits[0]?.entry.id ?? null,
          intent: retrieval.frame.intent,
        },
        "no reviewed answer for a question",
      );
      return { answer: composeNoAnswer(noAnswer, lookup), entries: [] };
    }
    const entries = [plan.lead.entry, ...(plan.related ? [plan.related.entry] : [])];
    return {
      answer: composePlannedRoutine(plan, personalised(child, retrieval.ageMonths), lookup),
      entries,
    };
  }

  /** The prompt and its passages for the model, or null when nothing was retrieved to ground it. */
  function modelPrompt(
    req: AnswerRequest,
    history: ChatTurn[],
    retrieval: Retrieval,
    child: ChildContext | null,
  ): Pick<ModelPlan, "messages" | "passages" | "entryIds"> | null {
    const { entries, passages } = groundingPassages(
      retrieval.plan,
      retrieval.hits,
      retrieval.frame,
      lookup,
    );
    if (entries.length === 0) return null;
    const messages = buildPrompt({
      question: req.question,
      history,
      passages,
      baby: child
        ? { name: child.name, ageInMonths: child.ageMonths ?? retrieval.ageMonths }
        : null,
    });
    return {
      messages,
      passages: passages.map(({ text: _text, ...source }) => source),
      entryIds: entries.map((e) => e.id),
    };
  }

  /** Triage's answer, or the plan for the model with the built-in answer as its fallback. */
  function prepare(req: AnswerRequest): PreparedAnswer {
    const question = req.question.trim();
    const history = req.history ?? [];
    const now = req.now ?? new Date();
    const child = req.personalize === false ? null : childContext(req.baby, now);
    const region = req.region ?? DEFAULT_REGION;
    const triaged = deps.triage(question, { history, babyAgeMonths: child?.ageMonths ?? null });
    const triageIds = [
      ...triaged.matches.map((m) => m.id),
      ...(triaged.risky ? [triaged.risky.id] : []),
    ];
    const result = (
      answer: ComposedAnswer,
      category: "emergency" | "urgent" | "routine" | "risky",
      entries: KnowledgeEntry[],
    ): ModelAnswer => ({
      kind: "answer",
      content: localize(answer.content, region),
      sources: answer.sources,
      urgency: triaged.urgency,
      disposition: triaged.disposition,
      meta: { engine: "built-in", entryIds: entries.map((e) => e.id), triageIds, category },
    });
    const done = (answer: AnswerResult): PreparedAnswer => ({ kind: "done", result: answer });

    // Emergencies never wait on retrieval or a model.
    if (triaged.urgency === "emergency" && triaged.matches.length > 0) {
      // An emergency card is never repeated word for word: when the same card was just given,
      // the parent gets its action and what not to do instead.
      const card = composeEmergency(triaged.matches, lookup);
      const repeated = lastAssistant(history) === localize(card.content, region);
      return done(
        result(
          repeated ? composeEmergency(triaged.matches, lookup, { repeat: true }) : card,
          "emergency",
          [],
        ),
      );
    }
    if (question === "") return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    if (
      triaged.scope === "off-topic" &&
      triaged.urgency === "routine" &&
      !parentsQuestionAfterAll(question, history, triaged, child)
    ) {
      return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    }
    const smallTalk =
      triaged.urgency === "routine" && !triaged.risky ? smallTalkKind(question) : null;
    if (smallTalk) return done(result(composeSmallTalk(smallTalk, child), "routine", []));
    if (triaged.risky) {
      // The redirect leads; an article that shares the question's subject follows it.
      const best = retrieve(question, history, triaged, child).hits[0];
      const entry = best && best.topicMatch >= RISKY_ENTRY_TOPIC_MATCH ? best.entry : null;
      return done(
        result(
          composeRisky(triaged.risky, triaged.matches, lookup, entry),
          "risky",
          entry ? [entry] : [],
        ),
      );
    }

    const retrieval = retrieve(question, history, triaged, child);
    const urgent = triaged.urgency === "urgent" && triaged.matches.length > 0;
    let builtIn: ModelAnswer;
    if (urgent) {
      const entry = retrieval.hits[0]?.entry ?? null;
      builtIn = result(
        composeUrgent(
          triaged.matches,
          entry,
          personalised(child, retrieval.ageMonths),
          lookup,
          retrieval.ageMonths,
        ),
        "urgent",
        entry ? [entry] : [],
      );
    } else {
      const routine = builtInRoutine(retrieval, child);
      builtIn = result(routine.answer, "routine", routine.entries);
    }
    const prompt = deps.llm ? modelPrompt(req, history, retrieval, child) : null;
    if (!prompt) return done(builtIn);
    const lead = urgent ? actionLead(triaged, lookup) : null;
    if (lead) lead.markdown = localize(lead.markdown, region);
    return {
      kind: "model",
      plan: {
        ...prompt,
        lead,
        region,
        urgency: triaged.urgency,
        disposition: triaged.disposition,
        category: urgent ? "urgent" : "routine",
        triageIds,
        fallback: builtIn,
      },
    };
  }

  return {
    async answer(req: AnswerRequest): Promise<AnswerResult> {
      const prepared = prepare(req);
      if (prepared.kind === "done" || !deps.llm) {
        return prepared.kind === "done" ? prepared.result : prepared.plan.fallback;
      }
      const { plan } = prepared;
      try {
        return finishModelAnswer(plan, await chatCompletion(deps.llm, plan.messages, deps.fetch));
      } catch (error) {
        deps.logger?.warn(
          { err: error, model: deps.llm.model },
          "LLM answer unusable; using the built-in answer",
        );
        return plan.fallback;
      }
    },
    prepare: async (req: AnswerRequest) => prepare(req),
    stream(req: AnswerRequest, options: StreamAnswerOptions = {}) {
      return answerEvents(prepare(req), deps.llm ?? null, {
        ...options,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...(deps.logger ? { logger: deps.logger } : {}),
      });
    },
  };
}

/** The last answer given in this conversation, to avoid repeating an emergency card word for word. */
function lastAssistant(history: readonly ChatTurn[]): string | null {
  return [...history].reverse().find((t) => t.role === "assistant")?.content ?? null;
}

/** How much an entry written for the other subject (parent vs child) keeps of its score. */
const OTHER_SUBJECT = 0.45;

/**
 * A question about the child ("baby sweating at night") is not answered by an article about the
 * parent (postpartum night sweats), nor the reverse: such hits lose weight, and once an article
 * on the right subject ranks first they are left out, so they cannot lead or be the related one.
 */
function forSubject(hits: SearchHit[], subject: Subject): SearchHit[] {
  if (subject === null) return hits;
  const other = (hit: SearchHit) => (hit.entry.folder === "parents") !== (subject === "parent");
  const weighed = hits
    .map((hit) => (other(hit) ? { ...hit, score: hit.score * OTHER_SUBJECT } : hit))
    .sort((a, b) => b.score - a.score);
  return weighed[0] && !other(weighed[0]) ? weighed.filter((hit) => !other(hit)) : weighed;
}

/** How much an entry written for the other country keeps of its score. */
const OTHER_REGION = 0.6;

/** "How much Calpol" is answered by the UK entry, "how much Tylenol" by the US one. */
function forRegion(hits: SearchHit[], region: Region): SearchHit[] {
  if (region === null) return hits;
  const other = (hit: SearchHit) => {
    const written = entryRegion(hit.entry.title);
    return written !== null && written !== region;
  };
  if (!hits.some(other)) return hits;
  return hits
    .map((hit) => (other(hit) ? { ...hit, score: hit.score * OTHER_REGION } : hit))
    .sort((a, b) => b.score - a.score);
}

/**
 * The child for personal lines. A question about another age ("and at 6 months?") is not about
 * the child's age now, so the line then leaves the age out; a question naming an age for a child
 * with no date of birth gives the age.
 */
function personalised(child: ChildContext | null, questionAge: number | null): ChildContext | null {
  if (!child) return null;
  if (child.ageMonths === null) return { name: child.name, ageMonths: questionAge };
  if (questionAge !== null && Math.abs(questionAge - child.ageMonths) > 1)
    return { name: child.name, ageMonths: null };
  return child;
}

/** Triage's "call the pediatrician now" line and its steps, written before the model's text. */
function actionLead(triaged: TriageResult, lookup: SourceLookup): AnswerLead | null {
  const first = triaged.matches[0];
  if (!first) return null;
  const sources = first.sources.map(lookup);
  const markers = sources.map((_, i) => `[${i + 1}]`).join("");
  const steps = [...new Set(triaged.matches.flatMap((m) => m.whileWaiting))];
  const lines = [`${first.action} ${markers}`, ""];
  if (steps.length > 0)
    lines.push("**Until you speak to them**", ...steps.map((step) => `- ${step}`), "");
  const text = `${lines.join("\n")}\n`;
  return { text, sources, markdown: formatCitations(text, { sources }).markdown };
}

/** Source details for an address: the catalogue's title and publisher, else the publisher's name. */
export function sourceLookup(sources: ReadonlyMap<string, SourceInfo>): SourceLookup {
  return (url: string): Source => {
    const info = sources.get(url);
    const publisher = findRecognizedSource(url)?.name ?? info?.publisher ?? "";
    if (info && info.title)
      return { url, title: info.title, description: publisher || info.publisher };
    return publisher ? { url, title: publisher } : { url, title: url };
  };
}
