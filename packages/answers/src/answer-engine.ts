import { buildPrompt } from "@nestling/citations";
import { childContext, personalised, type ChildContext } from "./compose/child-context.js";
import { composeSmallTalk } from "./compose/compose-small-talk.js";
import {
  EMERGENCY_VARIANTS,
  composeEmergency,
  composeRisky,
  composeUrgent,
  leadMatch,
  type ComposedAnswer,
} from "./compose/compose-answer.js";
import { composeNoAnswer } from "./compose/compose-no-answer.js";
import { reminderLine, withReminder } from "./compose/compose-reminder.js";
import { composePlannedRoutine } from "./compose/compose-routine.js";
import { lastAssistant, saidBefore } from "./engine/last-assistant.js";
import {
  askedAfterCheck,
  askedSentence,
  offTopicAfterEmergency,
} from "./engine/after-emergency.js";
import { retrieveAfterEmergency } from "./engine/asked-after-emergency.js";
import { continuesEmergency } from "./engine/emergency-aftermath.js";
import { OFF_TOPIC_MESSAGE } from "./engine/off-topic-message.js";
import { parentsQuestionAfterAll } from "./engine/parents-question.js";
import { isPetTraining } from "./engine/pet-question.js";
import { isAnotherAdultsHealth } from "./engine/adult-question.js";
import { retrieve, type Retrieval } from "./engine/retrieve.js";
import { urgentEntry } from "./engine/urgent-entry.js";
import type { KnowledgeEntry } from "./knowledge/knowledge-entry.js";
import type { SourceInfo } from "./knowledge/load-knowledge.js";
import { loadNoAnswerReply, type NoAnswerReply } from "./knowledge/no-answer-reply.js";
import { sourceLookup } from "./knowledge/source-lookup.js";
import { actionLead } from "./llm/action-lead.js";
import { answerEvents } from "./llm/answer-events.js";
import { chatCompletion } from "./llm/chat-completion.js";
import { groundingPassages } from "./llm/grounding.js";
import {
  finishModelAnswer,
  stripUncitedLinks,
  type ModelAnswer,
  type ModelPlan,
  type PreparedAnswer,
} from "./llm/model-plan.js";
import { DEFAULT_REGION, localize } from "./protocols/regions.js";
import { statedAgeMonths } from "./compose/steps-for-age.js";
import { conversationRegion } from "./understand/question-region.js";
import type { SearchIndex } from "./retrieval/search-index.js";
import { smallTalkKind, type TriageContext, type TriageResult } from "./triage/index.js";
import type {
  AnswerEngine,
  AnswerRequest,
  AnswerResult,
  ChatTurn,
  EngineLogger,
  LlmConfig,
  StreamAnswerOptions,
} from "./types.js";

export { OFF_TOPIC_MESSAGE, sourceLookup, stripUncitedLinks };

/**
 * Under a risky redirect, an article is added only when the question's words are largely its
 * subject (title and topics): a loose match there would dilute a safety message.
 */
const RISKY_ENTRY_TOPIC_MATCH = 0.3;

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

/**
 * The answer engine: triage first (its urgency is final), then retrieval from the knowledge base,
 * then a composed answer — built in, or written by the configured model from the retrieved
 * passages, with the built-in answer as the fallback.
 */
export function createEngine(deps: EngineDeps): Required<AnswerEngine> {
  const lookup = sourceLookup(deps.sources);
  const noAnswer = deps.noAnswer ?? loadNoAnswerReply(new Set(deps.sources.keys()));

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
      answer: composePlannedRoutine(
        plan,
        personalised(child, retrieval.ageMonths, retrieval.frame.ageApproximate),
        lookup,
        { asksWhen: retrieval.frame.intent === "timing" },
      ),
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
    // A parent who chose no region is where her words say ("nappy", "GP", "A&E" in this turn or
    // an earlier one): the numbers and services of the answer are hers.
    const spoken = conversationRegion(
      question,
      history.filter((t) => t.role === "user").map((t) => t.content),
    );
    const region = req.region ?? (spoken === "uk" ? "UK" : spoken === "us" ? "US" : DEFAULT_REGION);
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
      // An emergency card is never repeated word for word: a wording the conversation already
      // holds is passed over for the next (the steps and what not to do, then the action alone);
      // once all were given, never the one just given.
      // What the child got into may have been named in an earlier turn ("it was the bleach").
      const told = [...history.filter((t) => t.role === "user").map((t) => t.content), question];
      const ageMonths = statedAgeMonths(told);
      const cards = EMERGENCY_VARIANTS.map((variant) =>
        composeEmergency(triaged.matches, lookup, {
          variant,
          question: told.join(" . "),
          ageMonths,
          ...(triaged.waiting ? { waiting: triaged.waiting } : {}),
        }),
      );
      const shown = (c: ComposedAnswer) => localize(c.content, region);
      const card =
        cards.find((c) => !saidBefore(history, shown(c))) ??
        cards.find((c) => lastAssistant(history) !== shown(c))!;
      return done(result(card, "emergency", []));
    }
    if (question === "") return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    // "they sent us home, now what?" after an emergency: the child's conversation goes on.
    const aftermath = continuesEmergency(deps, question, history, triaged);
    if (!aftermath && offTopicAfterEmergency(deps, question, history, triaged, child))
      return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    // Training a pet is not child care, whatever children the question mentions in passing.
    if (triaged.urgency === "routine" && !triaged.risky && isPetTraining(question))
      return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    // …nor is a grandparent's or a partner's own health, with no child or birth in the question.
    if (triaged.urgency === "routine" && !triaged.risky && isAnotherAdultsHealth(question))
      return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    if (
      triaged.scope === "off-topic" &&
      triaged.urgency === "routine" &&
      !aftermath &&
      !parentsQuestionAfterAll(deps, question, history, triaged, child)
    ) {
      return done({ kind: "off-topic", message: OFF_TOPIC_MESSAGE });
    }
    const smallTalk =
      triaged.urgency === "routine" && !triaged.risky ? smallTalkKind(question) : null;
    if (smallTalk) return done(result(composeSmallTalk(smallTalk, child), "routine", []));
    if (triaged.risky) {
      // The redirect leads; an article that shares the question's subject follows it.
      const best = retrieve(deps, question, history, triaged, child).hits[0];
      const entry = best && best.topicMatch >= RISKY_ENTRY_TOPIC_MATCH ? best.entry : null;
      return done(
        result(
          composeRisky(triaged.risky, triaged.matches, lookup, entry),
          "risky",
          entry ? [entry] : [],
        ),
      );
    }

    // After an emergency that settled, the new question is what is answered ("it came out, she's
    // fine now. when can she have grapes again?"): the report is the reminder's, and its words
    // (choking, came out) would bring back the emergency's own article below that line.
    // The emergency's turns are not a topic this question continues.
    const retrieval =
      triaged.fresh && !aftermath
        ? retrieve(deps, askedAfterCheck(question, history), [], triaged, child)
        : triaged.reminder && !aftermath
          ? retrieve(deps, askedSentence(question) ?? question, [], triaged, child)
          : retrieveAfterEmergency(deps, question, history, triaged, child);
    const urgent = triaged.urgency === "urgent" && triaged.matches.length > 0;
    let builtIn: ModelAnswer;
    if (urgent) {
      // The card's own sign: the article under it must speak of the same subject.
      const sign = leadMatch(triaged.matches)!;
      const entry = urgentEntry(retrieval.hits, sign);
      builtIn = result(
        composeUrgent(
          triaged.matches,
          entry,
          personalised(child, retrieval.ageMonths, retrieval.frame.ageApproximate),
          lookup,
          retrieval.ageMonths,
          statedAgeMonths([
            ...history.filter((t) => t.role === "user").map((t) => t.content),
            question,
          ]),
        ),
        "urgent",
        entry ? [entry] : [],
      );
    } else {
      const routine = builtInRoutine(retrieval, child);
      // A next step already due ("be checked today" after a choking that settled) stays above the
      // answer to the new question, in one line.
      const answer = triaged.reminder
        ? withReminder(routine.answer, triaged.reminder, lookup)
        : routine.answer;
      builtIn = result(answer, "routine", routine.entries);
    }
    const prompt = deps.llm ? modelPrompt(req, history, retrieval, child) : null;
    if (!prompt) return done(builtIn);
    const lead = urgent
      ? actionLead(triaged, lookup)
      : triaged.reminder
        ? reminderLine(triaged.reminder, lookup)
        : null;
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
