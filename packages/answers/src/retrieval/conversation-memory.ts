import { entryPassages } from "../knowledge/passages.js";
import type { ChatTurn } from "../types.js";
import { questionIntent, type Intent } from "../understand/question-intent.js";
import { topicQuestions } from "./follow-up.js";
import { passageKey } from "./rank-passages.js";
import type { SearchHit } from "./search-index.js";

/**
 * What a conversation carries into its next question, derived from the stored messages alone (no
 * per-message metadata): the topic the follow-up continues, the child's age it named, the kind of
 * answer it asked for, and which passages the last answer already showed.
 */
export interface ConversationMemory {
  /** The earlier questions that set the topic, oldest first, as one text. */
  topic: string;
  /** The latest age an earlier question named, in months (on this topic or an earlier one). */
  ageMonths: number | null;
  /** The intent of the latest earlier question that had one. */
  intent: Intent;
  /** Keys (passageKey) of the passages of these hits that the previous answer showed. */
  shownIn(hits: readonly SearchHit[]): Set<string>;
  /** Keys of the passages of these hits in the previous answer's first paragraph (its answer). */
  ledIn(hits: readonly SearchHit[]): Set<string>;
}

/** Passage text shorter than this is not looked for: a few words can occur by chance. */
const MIN_QUOTE = 24;
const QUOTE_LENGTH = 60;
/** Earlier questions searched for the child's age, newest first (the router sends 20 messages). */
const MAX_AGE_TURNS = 10;

/** The memory of a conversation, or null when it has no earlier question. */
export function conversationMemory(
  history: readonly ChatTurn[],
  ageOf: (question: string) => number | null,
): ConversationMemory | null {
  const earlier = topicQuestions(history);
  if (earlier.length === 0) return null;
  // The conversation is about one child: the latest age any earlier question named holds, even
  // one asked before the present topic ("my 18 month old has hand, foot and mouth" … "how much
  // milk should she drink?" … "is whole milk ok?").
  let ageMonths: number | null = null;
  const asked = history.filter((t) => t.role === "user").map((t) => t.content);
  for (const q of asked.slice(-MAX_AGE_TURNS).reverse()) {
    ageMonths = ageOf(q);
    if (ageMonths !== null) break;
  }
  let intent: Intent = "other";
  for (const q of [...earlier].reverse()) {
    intent = questionIntent(q);
    if (intent !== "other") break;
  }
  const previous = [...history].reverse().find((t) => t.role === "assistant")?.content ?? "";
  return {
    topic: earlier.join(" "),
    ageMonths,
    intent,
    shownIn: (hits) => quotedIn(previous, hits),
    ledIn: (hits) => quotedIn(previous.split(/\n\s*\n/)[0] ?? "", hits),
  };
}

/** Keys of the passages of these hits that a text quotes. */
function quotedIn(text: string, hits: readonly SearchHit[]): Set<string> {
  const quoted = new Set<string>();
  if (text === "") return quoted;
  for (const { entry } of hits)
    for (const p of entryPassages(entry)) {
      const quote = p.text.slice(0, QUOTE_LENGTH);
      if (quote.length >= MIN_QUOTE && text.includes(quote)) quoted.add(passageKey(p));
    }
  return quoted;
}
