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
  composeNotFound,
  composeRisky,
  composeRoutine,
  composeUrgent,
  type ComposedAnswer,
  type SourceLookup,
} from "./compose/compose-answer.js";
import { entryParts, type KnowledgeEntry } from "./knowledge/knowledge-entry.js";
import type { SourceInfo } from "./knowledge/load-knowledge.js";
import { chatCompletion } from "./llm/chat-completion.js";
import { isFollowUp, topicQuestions } from "./retrieval/follow-up.js";
import type { SearchHit, SearchIndex } from "./retrieval/search-index.js";
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

/** A second entry is added to a routine answer only when it scores at least this share of the first. */
const RELATED_SHARE = 0.75;
/**
 * Under a risky redirect, an article is added only when the question's words are largely its
 * subject (title and topics): a loose match there would dilute a safety message.
 */
const RISKY_ENTRY_TOPIC_MATCH = 0.3;
/** Entries given to the model as passages. */
const LLM_PASSAGES = 4;
/** A follow-up that retrieves this well on its own words is treated as a new question. */
const STANDALONE_SCORE = 12;

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
}

/** What was retrieved for a question, and for which age. */
interface Retrieval {
  hits: SearchHit[];
  ageMonths: number | null;
}

/**
 * The answer engine: triage first (its urgency is final), then retrieval from the knowledge base,
 * then a composed answer — built in, or written by the configured model from the retrieved
 * passages, with the built-in answer as the fallback.
 */
export function createEngine(deps: EngineDeps): AnswerEngine {
  const lookup = sourceLookup(deps.sources);

  function retrieve(
    question: string,
    history: readonly ChatTurn[],
    triaged: TriageResult,
    child: ChildContext | null,
  ): Retrieval {
    let ageMonths = triaged.ageInMonths;
    let hits = deps.index.search(question, {
      ageMonths: ageMonths ?? child?.ageMonths ?? null,
      ageStated: ageMonths !== null,
      limit: LLM_PASSAGES,
    });
    const earlier = topicQuestions(history);
    const standalone = (hits[0]?.score ?? 0) >= STANDALONE_SCORE && !isFollowUp(question);
    if (earlier.length > 0 && !standalone && (isFollowUp(question) || hits.length === 0)) {
      // "and at 6 months?": search the earlier topic with this question's words and age.
      if (ageMonths === null) {
        for (const q of [...earlier].reverse()) {
          ageMonths = deps.triage(q).ageInMonths;
          if (ageMonths !== null) break;
        }
      }
      const combined = deps.index.search(`${earlier.join(" ")} ${question}`, {
        ageMonths: ageMonths ?? child?.ageMonths ?? null,
        ageStated: ageMonths !== null,
        limit: LLM_PASSAGES,
      });
      if (combined.length > 0) hits = notRepeated(combined, history);
    }
    return { hits, ageMonths: ageMonths ?? child?.ageMonths ?? null };
  }

  function builtInRoutine(
    retrieval: Retrieval,
    child: ChildContext | null,
  ): { answer: ComposedAnswer; entries: KnowledgeEntry[] } {
    const [best, next] = retrieval.hits;
    if (!best) return { answer: composeNotFound(child), entries: [] };
    // A related entry must score close to the best one and share a topic word with the question.
    const related = next && next.score >= best.score * RELATED_SHARE && next.topicMatch > 0;
    const entries = related ? [best.entry, next.entry] : [best.entry];
    return {
      answer: composeRoutine(entries, personalised(child, retrieval.ageMonths), lookup),
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
    // One passage per entry, each under a source address no other passage uses, so a cited
    // address names exactly one entry.
    const entries: KnowledgeEntry[] = [];
    const passages: PromptPassage[] = [];
    for (const { entry } of retrieval.hits) {
      const url = entry.sources.find((u) => !passages.some((p) => p.url === u));
      if (url === undefined) continue;
      entries.push(entry);
      passages.push(passageFor(entry, url, lookup));
    }
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
        content: answer.content,
        sources: answer.sources,
        urgency: triaged.urgency,
        meta: { engine, entryIds: entries.map((e) => e.id), triageIds, category },
      });

      // Emergencies never wait on retrieval or a model.
      if (triaged.urgency === "emergency" && triaged.matches.length > 0) {
        return result(composeEmergency(triaged.matches, lookup), "emergency", [], "built-in");
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

/**
 * A follow-up wants something new: entries the previous answer already gave (their lead is in
 * that answer) are left out, unless nothing else was found.
 */
function notRepeated(hits: SearchHit[], history: readonly ChatTurn[]): SearchHit[] {
  const previous = [...history].reverse().find((t) => t.role === "assistant")?.content ?? "";
  if (previous === "") return hits;
  const fresh = hits.filter(
    (hit) => !previous.includes(entryParts(hit.entry.body).lead.slice(0, 60)),
  );
  return fresh.length > 0 ? fresh : hits;
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

/** An entry as a passage for the model: its text, cited under one of its sources. */
function passageFor(entry: KnowledgeEntry, url: string, lookup: SourceLookup): PromptPassage {
  const parts = entryParts(entry.body);
  const text = [
    `${entry.title} (ages ${entry.ageMin}–${entry.ageMax} months).`,
    parts.lead,
    ...parts.bullets.map((b) => `- ${b}`),
    ...(parts.whenToCall.length > 0
      ? [
          `${parts.whenToCallHeading ?? "When to call the doctor"}:`,
          ...parts.whenToCall.map((b) => `- ${b}`),
        ]
      : []),
  ].join("\n");
  return { ...lookup(url), text };
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
