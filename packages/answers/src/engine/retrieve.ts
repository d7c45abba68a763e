import { words } from "../retrieval/query-terms.js";
import type { ChildContext } from "../compose/child-context.js";
import { entryPassages } from "../knowledge/passages.js";
import { conversationMemory } from "../retrieval/conversation-memory.js";
import { passageKey } from "../retrieval/passage-key.js";
import { isFollowUp } from "../retrieval/follow-up.js";
import {
  entryText,
  planAnswer,
  termShare,
  type AnswerPlan,
  type QuestionFrame,
} from "../retrieval/rank-passages.js";
import { topicWeights, type SearchHit, type SearchIndex } from "../retrieval/search-index.js";
import { sameStem } from "../retrieval/word-stems.js";
import { asksForSigns } from "../retrieval/question-frame.js";
import type { TriageContext, TriageResult } from "../triage/index.js";
import type { ChatTurn } from "../types.js";
import { askedHead } from "../understand/asked-head.js";
import { keepsSubject, type RewrittenQuestion } from "../understand/follow-up-rewrite.js";
import { askedPart } from "../understand/asked-part.js";
import { checksOwnFigure } from "../understand/own-figure.js";
import { ageFromWords, questionFacet, questionIntent } from "../understand/question-intent.js";
import { conversationRegion, type Region } from "../understand/question-region.js";
import { questionSubject } from "../understand/question-subject.js";
import { toldNotAsked } from "../understand/told-not-asked.js";
import { searchInConversation, staysOnTopic } from "./conversation-search.js";
import { entryName } from "./conversation-subject.js";
import { focusOnAsked } from "./focus-on-asked.js";
import { followUpQuestion } from "./follow-up-question.js";
import { forNamedAge, forRegion, forSex, forSubject } from "./hit-filters.js";
import { aboveFloor } from "./relevance-floor.js";
import { questionSex } from "../understand/question-sex.js";

/** Entries retrieved per question: the lead may come from any, the model sees them all. */
const LLM_PASSAGES = 4;
/** What the thing a "what/how many X" question asks about weighs in passage ranking, times its idf. */
const HEAD_WEIGHT = 2;
/** A follow-up that retrieves this well on its own words is treated as a new question. */
const STANDALONE_SCORE = 12;
/** What retrieval needs of the engine: triage (for ages in earlier turns) and the index. */
export interface RetrieverDeps {
  triage: (question: string, context?: TriageContext) => TriageResult;
  index: SearchIndex;
}

/** What was retrieved for a question, and for which age. */
export interface Retrieval {
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
  // "and at 3?", "what if she's on formula?", "and in the UK?": the earlier question with the
  // change made is searched and answered as a question of its own, for the changed case.
  const meant = history.length > 0 ? followUpQuestion(question, history) : null;
  if (meant) return retrieveMeant(deps, meant, keepsSubject(question), history, child);
  return retrieveTurn(deps, question, history, triaged, child);
}

/**
 * A follow-up that changes one slot, answered as the question it means. The conversation still
 * counts: an age named earlier holds unless this turn changed who the child is, and what the last
 * answer led with is not led with again unless it speaks of the new case (the new age).
 */
function retrieveMeant(
  deps: RetrieverDeps,
  meant: RewrittenQuestion,
  keeps: boolean,
  history: readonly ChatTurn[],
  child: ChildContext | null,
): Retrieval {
  const memory = conversationMemory(history, (q) => {
    const worded = ageFromWords(q);
    return (worded?.stated ? worded.months : null) ?? deps.triage(q).ageInMonths;
  });
  const childChanged = meant.slots.includes("age") || meant.slots.includes("child");
  const earlierAge = childChanged ? null : (memory?.ageMonths ?? null);
  // The new age is read from the question itself, the country by the region filter: the other
  // changes' words are what is new.
  const own = (slot: string | undefined) => slot !== undefined && !SLOTS_READ_ELSEWHERE.has(slot);
  const changed = deps.index.terms(meant.changed.filter((_, i) => own(meant.slots[i])).join(" "));
  // A case added to the earlier subject is spoken of in the entries' own words ("drank" for "a
  // glass of wine"): a passage holding any of them speaks of it.
  const caseTerms =
    keeps && changed.length > 0
      ? { terms: changed, weights: deps.index.termWeights(changed) }
      : null;
  return retrieveTurn(deps, meant.question, [], deps.triage(meant.question), child, {
    region: conversationRegion(meant.question, askedBefore(history)),
    turnAge: meant.ageMonths,
    earlierAge,
    changed,
    kept: keeps && memory ? (hits) => memory.ledIn(hits) : null,
    conversation: (hits) => ({
      ...(memory
        ? {
            shown: forOtherCase(memory.shownIn(hits), hits, meant, caseTerms),
            led: forOtherCase(memory.ledIn(hits), hits, meant, caseTerms),
          }
        : {}),
      ...(meant.ageMonths !== null ? { turnAge: meant.ageMonths } : {}),
      // …and the passage that speaks of the case is this turn's answer, as a follow-up's own words.
      ...(caseTerms ? { own: caseTerms } : {}),
    }),
  });
}

/**
 * What the last answer showed (or led with), less the passages that speak of the changed case
 * ("How often should I wash my baby's hair?" after a toddler's, MMR "around 1 year in the UK",
 * milk "at room temperature" in a list under the fridge's answer): those may lead now, the rest
 * answered the case before the change.
 */
function forOtherCase(
  led: Set<string>,
  hits: readonly SearchHit[],
  meant: RewrittenQuestion,
  caseTerms: Pick<QuestionFrame, "terms" | "weights"> | null,
): Set<string> {
  // Every word of a change must be there ("baby", "UK", "formula" and "fed"), as written.
  const words = meant.changed
    .join(" ")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !/^(?:in|the|at|for|old|a|an|of|on)$/.test(w));
  if (words.length === 0) return led;
  // A country is named by its bodies too: "the AAP advises" answers "and in the US?".
  const country = meant.slots.includes("region")
    ? conversationRegion(meant.changed.join(" "), [])
    : null;
  const says = (text: string) =>
    words.every((w) => new RegExp(String.raw`\b${w}`, "i").test(text.replace(/-/g, " "))) ||
    (caseTerms !== null && termShare(text, caseTerms) > 0) ||
    (country !== null && COUNTRY_BODIES[country].test(text));
  for (const { entry } of hits)
    for (const p of entryPassages(entry))
      if (led.has(passageKey(p)) && says(`${p.question ?? ""} ${p.text}`))
        led.delete(passageKey(p));
  return led;
}

/** The parent's earlier questions, oldest first. */
function askedBefore(history: readonly ChatTurn[]): string[] {
  return history.filter((t) => t.role === "user").map((t) => t.content);
}

/** What names a country's advice besides its name. */
const COUNTRY_BODIES = {
  us: /\b(?:US|U\.S\.|AAP|American Academy|CDC|United States)\b/,
  uk: /\b(?:UK|NHS|British|England|Scotland|Wales)\b/,
} as const;

/** Entries a rewritten follow-up's search considers before the change's words re-rank them. */
const CHANGED_CANDIDATES = 12;

/**
 * An entry whose title and topics name the change ("Potty training at night" for "…at night") and
 * whose text holds the rest of the question answers the changed case: it gains up to CHANGE_NAMED
 * times its score on top of it (the earlier subject's general article holds many more of the
 * question's words). One named for the change alone ("water for formula" for a formula-fed
 * baby's poo) gains nothing.
 */
const CHANGE_NAMED = 3;

function forChange(
  hits: SearchHit[],
  index: SearchIndex,
  question: string,
  changed: readonly string[],
): SearchHit[] {
  if (changed.length === 0) return hits;
  const change = { terms: changed, weights: index.termWeights(changed) };
  const restTerms = index.terms(question).filter((t) => !changed.includes(t));
  const rest = { terms: restTerms, weights: index.termWeights(restTerms) };
  const holdsRest = (hit: SearchHit) =>
    restTerms.length === 0 ? 1 : termShare(entryText(hit.entry), rest);
  return hits
    .map((hit) => ({
      ...hit,
      score:
        hit.score * (1 + CHANGE_NAMED * termShare(entryName(hit.entry), change) * holdsRest(hit)),
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * A turn that adds a case to the earlier question ("even if I had a glass of wine?" after bed
 * sharing) asks about the earlier subject: the article the last answer led with leads again when
 * it speaks of the case (bed sharing "after an adult … drank"); the article named for the case
 * alone (drinking while breastfeeding) may follow it, not lead.
 */
function keptSubject(
  hits: SearchHit[],
  index: SearchIndex,
  changed: readonly string[],
  led: ReadonlySet<string>,
): SearchHit[] {
  if (changed.length === 0 || led.size === 0) return hits;
  const change = { terms: [...changed], weights: index.termWeights([...changed]) };
  const kept = hits.find(
    (hit) =>
      entryPassages(hit.entry).some((p) => led.has(passageKey(p))) &&
      termShare(entryText(hit.entry), change) > 0,
  );
  if (!kept) return hits;
  const first = { ...kept, score: Math.max(kept.score, hits[0]?.score ?? 0) };
  const below = first.score * KEPT_OTHERS;
  return [
    first,
    ...hits
      .filter((hit) => hit !== kept)
      .map((hit) => ({ ...hit, score: Math.min(hit.score, below) })),
  ];
}

/** What the other articles keep at most of the kept subject's score: below the lead's share. */
const KEPT_OTHERS = 0.45;

/** Changes another step reads: the age (age filters), the country (region filter), the frame. */
const SLOTS_READ_ELSEWHERE = new Set(["age", "child", "region", "frame"]);

/** What a rewritten follow-up brings of its conversation into a search of its own. */
interface Carried {
  /** The conversation's country (see conversationRegion). */
  region: Region;
  /** The age the turn named ("and at 3?"): the age of this answer. */
  turnAge: number | null;
  earlierAge: number | null;
  /** The words of the change ("night", "formula", "UK"): what this turn asks that is new. */
  changed: string[];
  /**
   * For a turn that keeps the earlier subject and adds a case ("even if I had a glass of wine?"):
   * the passages the last answer led with, whose article keeps its place when it speaks of the case.
   */
  kept: ((hits: readonly SearchHit[]) => Set<string>) | null;
  conversation: (hits: readonly SearchHit[]) => Partial<QuestionFrame>;
}

function retrieveTurn(
  deps: RetrieverDeps,
  question: string,
  history: readonly ChatTurn[],
  triaged: TriageResult,
  child: ChildContext | null,
  carried: Carried | null = null,
): Retrieval {
  // An age this turn states in words ("what about when she's 2?") beats triage's, which may come
  // from an earlier turn.
  const worded = ageFromWords(question);
  const statedInWords = worded?.stated === true ? worded.months : null;
  // Triage's age may be an earlier turn's, read by its youngest-number rule ("she's 2 years 2
  // months" gives 2 months): the conversation's age below reads earlier turns as this one is read.
  const triagedAge = history.length > 0 ? deps.triage(question).ageInMonths : triaged.ageInMonths;
  const named = carried?.turnAge ?? statedInWords;
  let ageMonths = named ?? triagedAge ?? worded?.months ?? null;
  let ageStated = named !== null || triagedAge !== null;
  const ownAge = ageStated ? ageMonths : null;
  let intent = questionIntent(question);
  const memory = conversationMemory(history, (q) => {
    // As for this turn: an age stated in words ("2 years 2 months") beats triage's youngest one.
    const worded = ageFromWords(q);
    return (worded?.stated ? worded.months : null) ?? deps.triage(q).ageInMonths;
  });
  // The conversation is about one child: an age named earlier holds until another is named.
  const earlierAge = carried ? carried.earlierAge : (memory?.ageMonths ?? null);
  if (ageMonths === null && earlierAge !== null) {
    ageMonths = earlierAge;
    ageStated = true;
  }
  const searchAge = { ageMonths: ageMonths ?? child?.ageMonths ?? null, ageStated };
  // A few more than are kept: the article titled for the child's age may rank just below them.
  // What a long message tells only to reassure ("no fever", "happy, playing") is not searched.
  const searched = toldNotAsked(question);
  let hits = deps.index.search(searched, {
    ...searchAge,
    limit: carried ? CHANGED_CANDIDATES : 2 * LLM_PASSAGES,
  });
  if (carried) {
    hits = forChange(hits, deps.index, question, carried.changed);
    if (carried.kept) hits = keptSubject(hits, deps.index, carried.changed, carried.kept(hits));
    hits = hits.slice(0, 2 * LLM_PASSAGES);
  }
  // The country's article may rank just below those kept ("how much fever medicine?" from a
  // parent who wrote "nappies" earlier): the country counts before the cut.
  const region = carried ? carried.region : conversationRegion(question, askedBefore(history));
  hits = (ageStated ? forNamedAge(hits, ageMonths) : hits).slice(0, 2 * LLM_PASSAGES);
  hits = forRegion(hits, region).slice(0, LLM_PASSAGES);
  let terms = deps.index.terms(searched);
  let weights = deps.index.termWeights(terms);
  // …and in passage ranking, as a follow-up's own words, they count double.
  if (carried?.changed.length)
    weights = weights.map((w, i) => (carried.changed.includes(terms[i] as string) ? 2 * w : w));
  let shown: ReadonlySet<string> | undefined;
  let led: ReadonlySet<string> | undefined;
  let subject = questionSubject(question);
  let own: QuestionFrame["own"];
  let followUpOf: string | null = null;
  const followUp = isFollowUp(question);
  const standalone = (hits[0]?.score ?? 0) >= STANDALONE_SCORE && !followUp;
  const inConversation = memory
    ? searchInConversation(deps.index, memory, question, searchAge, ownAge, LLM_PASSAGES)
    : null;
  // "and at 6 months?" continues the topic; so does a full question whose own words the topic's
  // entries hold about as well as any other ("should I wake her to pee?" after night wetting).
  if (
    memory &&
    inConversation &&
    (followUp || hits.length === 0 || !standalone || staysOnTopic(hits, inConversation))
  ) {
    // "and at 6 months?" asks what the earlier question asked; "what should she sleep in
    // instead?" has words of its own and asks something else.
    if (intent === "other" && terms.length === 0) intent = memory.intent;
    followUpOf = memory.topic;
    ({ hits, terms, weights, shown, led, own } = inConversation);
    // "she only gets about 10, is that bad?": the last answer's figure is the yardstick, and
    // saying it again answers the turn.
    if (checksOwnFigure(question)) shown = led = undefined;
    // "is swimming ok?" after exercise after birth is still about the mother, and so is "and
    // lifting? my 2 year old wants carrying": a turn that leans on the last one keeps its subject.
    subject = followUp ? (inConversation.subject ?? subject) : (subject ?? inConversation.subject);
  }
  const asked = followUpOf === null ? askedPart(question) : null;
  if (asked)
    ({ hits, weights } = focusOnAsked(
      deps.index,
      searched,
      toldNotAsked(asked),
      searchAge,
      terms,
      weights,
    ));
  // "what toys are a choking hazard" asks about toys: a passage on choking foods answers a neighbour.
  const head = followUpOf === null ? askedHead(question) : null;
  if (head !== null)
    weights = weights.map((w, i) => (sameStem(terms[i] as string, head) ? HEAD_WEIGHT * w : w));
  hits = forSex(forRegion(forSubject(hits, subject), region), questionSex(question));
  if (followUpOf !== null && ageStated) hits = forNamedAge(hits, ageMonths);
  const age = ageMonths ?? child?.ageMonths ?? null;
  const frame: QuestionFrame = {
    terms,
    weights,
    intent,
    // "and at night?" asks the earlier figure again; "can I give nurofen as well?" asks its own.
    facet:
      questionFacet(question) ??
      (followUpOf && (questionIntent(question) === "other" || checksOwnFigure(question))
        ? questionFacet(followUpOf)
        : null),
    ageMonths: age,
    said: words(question),
    // "how do I know if she's getting dehydrated?" after diarrhoea asks for the signs too.
    ...(asksForSigns(question) ? { asksSigns: true } : {}),
    ...(ageMonths !== null && !ageStated && child?.ageMonths == null
      ? { ageApproximate: true }
      : {}),
    ...(shown ? { shown } : {}),
    ...(led ? { led } : {}),
    ...(own && own.terms.length > 0 ? { own } : {}),
    ...(followUpOf !== null && ownAge !== null ? { turnAge: ownAge } : {}),
    ...carried?.conversation(hits),
  };
  const plan = planAnswer(hits, frame);
  const topical = { terms, weights: topicWeights(terms, weights) };
  const confident =
    plan !== null && aboveFloor(plan, { question, head, topical, hits, index: deps.index });
  return { hits, ageMonths: age, frame, plan: confident ? plan : null };
}
