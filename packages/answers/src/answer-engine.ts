import {
  OFF_TOPIC_REPLY,
  buildPrompt,
  findRecognizedSource,
  formatCitations,
  type PromptPassage,
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
import { chatCompletion } from "./llm/chat-completion.js";
import { DEFAULT_REGION, localize } from "./protocols/regions.js";
import { groundingPassages } from "./llm/grounding.js";
import { conversationMemory } from "./retrieval/conversation-memory.js";
import { isFollowUp } from "./retrieval/follow-up.js";
import {
  entryText,
  planAnswer,
  termShare,
  type AnswerPlan,
  type QuestionFrame,
} from "./retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "./retrieval/search-index.js";
import { ageFromWords, questionIntent } from "./understand/question-intent.js";
import { entryRegion, questionRegion, type Region } from "./understand/question-region.js";
import { questionSubject, type Subject } from "./understand/question-subject.js";
import { smallTalkKind, type TriageContext, type TriageResult } from "./triage/index.js";
import type {
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  ChatTurn,
  EngineLogger,
  LlmConfig,
} from "./types.js";

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
export function createEngine(deps: EngineDeps): AnswerEngine {
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
    const memory = conversationMemory(history, (q) => deps.triage(q).ageInMonths);
    const standalone = (hits[0]?.score ?? 0) >= STANDALONE_SCORE && !isFollowUp(question);
    if (memory && !standalone && (isFollowUp(question) || hits.length === 0)) {
      // "and at 6 months?": the earlier topic with this question's words, age and intent.
      if (ageMonths === null && memory.ageMonths !== null) {
        ageMonths = memory.ageMonths;
        ageStated = true;
      }
      if (intent === "other") intent = memory.intent;
      const combined = deps.index.search(`${memory.topic} ${question}`, {
        ageMonths: ageMonths ?? child?.ageMonths ?? null,
        ageStated,
        limit: FOLLOW_UP_CANDIDATES,
      });
      if (combined.length > 0) {
        // This turn's own words say what is new ("what about fruit?"): entries holding them rank
        // first among those on the earlier topic, and in passage ranking they count double.
        const ownFrame = { terms, weights };
        hits = combined
          .map((hit) => ({
            ...hit,
            score: hit.score * (0.5 + termShare(entryText(hit.entry), ownFrame)),
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
      ageMonths: age,
      ...(shown ? { shown } : {}),
      ...(own && own.terms.length > 0 ? { own } : {}),
    };
    const plan = planAnswer(hits, frame);
    const confident = plan !== null && !offSubject(plan);
    return { hits, ageMonths: age, frame, plan: confident ? plan : null };
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

  async function fromModel(
    llm: LlmConfig,
    req: AnswerRequest,
    history: ChatTurn[],
    retrieval: Retrieval,
    child: ChildContext | null,
  ): Promise<{ answer: ComposedAnswer; entries: KnowledgeEntry[] } | null> {
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
    try {
      const reply = await chatCompletion(llm, messages, deps.fetch);
      if (reply.includes(OFF_TOPIC_REPLY))
        throw new Error("the model refused a question triage found on-topic");
      const formatted = formatCitations(reply.trim(), { sources: passages });
      if (formatted.sources.length === 0) throw new Error("the reply cites none of the passages");
      const cited = new Set(formatted.sources.map((s) => s.url));
      const usedEntries = entries.filter((e, i) => cited.has((passages[i] as PromptPassage).url));
      return {
        answer: {
          content: stripUncitedLinks(formatted.markdown, cited),
          sources: formatted.sources,
        },
        entries: usedEntries,
      };
    } catch (error) {
      deps.logger?.warn(
        { err: error, model: llm.model },
        "LLM answer unusable; using the built-in answer",
      );
      return null;
    }
  }

  return {
    async answer(req: AnswerRequest): Promise<AnswerResult> {
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
        engine: "built-in" | "llm",
      ): AnswerResult => ({
        kind: "answer",
        content: localize(answer.content, region),
        sources: answer.sources,
        urgency: triaged.urgency,
        disposition: triaged.disposition,
        meta: { engine, entryIds: entries.map((e) => e.id), triageIds, category },
      });

      // Emergencies never wait on retrieval or a model.
      if (triaged.urgency === "emergency" && triaged.matches.length > 0) {
        // An emergency card is never repeated word for word: when the same card was just given,
        // the parent gets its action and what not to do instead.
        const card = composeEmergency(triaged.matches, lookup);
        const repeated = lastAssistant(history) === localize(card.content, region);
        return result(
          repeated ? composeEmergency(triaged.matches, lookup, { repeat: true }) : card,
          "emergency",
          [],
          "built-in",
        );
      }
      if (question === "" || (triaged.scope === "off-topic" && triaged.urgency === "routine")) {
        return { kind: "off-topic", message: OFF_TOPIC_MESSAGE };
      }
      const smallTalk =
        triaged.urgency === "routine" && !triaged.risky ? smallTalkKind(question) : null;
      if (smallTalk) return result(composeSmallTalk(smallTalk, child), "routine", [], "built-in");
      if (triaged.risky) {
        // The redirect leads; an article that shares the question's subject follows it.
        const best = retrieve(question, history, triaged, child).hits[0];
        const entry = best && best.topicMatch >= RISKY_ENTRY_TOPIC_MATCH ? best.entry : null;
        return result(
          composeRisky(triaged.risky, triaged.matches, lookup, entry),
          "risky",
          entry ? [entry] : [],
          "built-in",
        );
      }

      const retrieval = retrieve(question, history, triaged, child);
      const urgent = triaged.urgency === "urgent" && triaged.matches.length > 0;
      if (deps.llm) {
        const modelled = await fromModel(deps.llm, req, history, retrieval, child);
        if (modelled) {
          const answer = urgent ? prependAction(triaged, modelled.answer, lookup) : modelled.answer;
          return result(answer, urgent ? "urgent" : "routine", modelled.entries, "llm");
        }
      }
      if (urgent) {
        const entry = retrieval.hits[0]?.entry ?? null;
        return result(
          composeUrgent(triaged.matches, entry, personalised(child, retrieval.ageMonths), lookup),
          "urgent",
          entry ? [entry] : [],
          "built-in",
        );
      }
      const routine = builtInRoutine(retrieval, child);
      return result(routine.answer, "routine", routine.entries, "built-in");
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

/** The model's text under triage's "call the pediatrician now" line and its steps, with both sets of sources. */
function prependAction(
  triaged: TriageResult,
  answer: ComposedAnswer,
  lookup: SourceLookup,
): ComposedAnswer {
  const first = triaged.matches[0];
  if (!first) return answer;
  const actionSources = first.sources.map(lookup);
  // Numeric markers name the action's sources; the model's links are renumbered after them.
  const markers = actionSources.map((_, i) => `[${i + 1}]`).join("");
  const steps = [...new Set(triaged.matches.flatMap((m) => m.whileWaiting))];
  const lines = [`${first.action} ${markers}`, ""];
  if (steps.length > 0)
    lines.push("**Until you speak to them**", ...steps.map((step) => `- ${step}`), "");
  lines.push(answer.content);
  const formatted = formatCitations(lines.join("\n"), {
    sources: [...actionSources, ...answer.sources],
  });
  return { content: formatted.markdown, sources: formatted.sources };
}

/** Links the model wrote to anything it was not given become plain text; images are dropped. */
export function stripUncitedLinks(markdown: string, cited: ReadonlySet<string>): string {
  return markdown
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, "")
    .replace(
      /\[([^\]\n]*)\]\(<?([^)\s>]*)>?(?:\s+"[^"\n]*")?\)/g,
      (whole, text: string, url: string) => (cited.has(url) ? whole : text),
    );
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
