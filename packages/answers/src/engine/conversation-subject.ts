import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryPassages } from "../knowledge/passages.js";
import type { ConversationMemory } from "../retrieval/conversation-memory.js";
import { passageKey, termShare } from "../retrieval/rank-passages.js";
import type { SearchHit, SearchIndex } from "../retrieval/search-index.js";

/** Entries searched on the conversation's topic alone to find the one the last answer led with. */
const SUBJECT_CANDIDATES = 8;

/** What a conversation is about: the entry its last answer led with, and that entry's subject words. */
export interface ConversationSubject {
  entry: KnowledgeEntry;
  /** The words of its title and topics (not its folder), weighted as the index weighs them. */
  terms: string[];
  weights: number[];
}

/** The words an entry says it is about: its title, topics and keyword phrases. */
export function entryHead(entry: KnowledgeEntry): string {
  return `${entry.title} ${entry.topics.join(" ")} ${entry.keywords.join(" ")}`;
}

/** Its title and topics only: what it is about, without the phrasings it also answers. */
export function entryName(entry: KnowledgeEntry): string {
  return `${entry.title} ${entry.topics.join(" ")}`;
}

/**
 * The entry the previous answer led with, among the hits of the turn's search or else those of the
 * topic searched alone (a turn with many words of its own can push it out of its own search:
 * "and at night? she's still soaking her nappy" after potty training). The topic is searched at
 * the age it was asked for: a turn naming an older child ("she's 5 and kids tease her" after
 * thumb sucking) does not change what the conversation was about. An answer that led with no
 * passage (a redirect about an unsafe product, with the article below it) is about the article
 * it showed most of. Null when the last answer quoted none (a refusal, an emergency card).
 */
export function conversationSubject(
  index: SearchIndex,
  memory: ConversationMemory,
  hits: readonly SearchHit[],
): (ConversationSubject & { hit: SearchHit }) | null {
  const ledEntry = (candidates: readonly SearchHit[]) => {
    const led = memory.ledIn(candidates);
    return candidates.find((h) => entryPassages(h.entry).some((p) => led.has(passageKey(p))));
  };
  const topicAge =
    memory.ageMonths !== null
      ? { ageMonths: memory.ageMonths, ageStated: true }
      : { ageMonths: null, ageStated: false };
  const alone = index.search(memory.topic, { ...topicAge, limit: SUBJECT_CANDIDATES });
  const found = ledEntry(hits) ?? ledEntry(alone) ?? mostShown(memory, [...hits, ...alone]);
  if (!found) return null;
  const { entry } = found;
  // Its score as the topic found it, at the topic's age (the turn's age may sink it).
  const hit = alone.find((h) => h.entry === entry) ?? found;
  const terms = index.terms(`${entry.title} ${entry.topics.slice(1).join(" ")}`);
  return { entry, terms, weights: index.termWeights(terms), hit };
}

/** The hit the previous answer showed the most passages of, if it showed any. */
function mostShown(memory: ConversationMemory, hits: readonly SearchHit[]): SearchHit | undefined {
  const shown = memory.shownIn(hits);
  const count = (h: SearchHit) =>
    entryPassages(h.entry).filter((p) => shown.has(passageKey(p))).length;
  const best = [...hits].sort((a, b) => count(b) - count(a))[0];
  return best && count(best) > 0 ? best : undefined;
}

/** How much of the conversation's subject an entry is about (1 for the subject's own entry). */
export function subjectShare(entry: KnowledgeEntry, subject: ConversationSubject): number {
  return entry === subject.entry ? 1 : termShare(entryHead(entry), subject);
}

/** The words of the earlier questions that name the conversation's subject (its article holds them). */
export function subjectWordsOf(
  index: SearchIndex,
  topic: string,
  subject: ConversationSubject,
): string[] {
  const head = entryHead(subject.entry);
  return index.terms(topic).filter((t) => termShare(head, { terms: [t], weights: [1] }) > 0);
}
