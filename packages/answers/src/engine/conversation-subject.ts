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
 * "and at night? she's still soaking her nappy" after potty training). Null when the last
 * answer quoted none (a refusal, an emergency card).
 */
export function conversationSubject(
  index: SearchIndex,
  memory: ConversationMemory,
  hits: readonly SearchHit[],
  age: { ageMonths: number | null; ageStated: boolean },
): ConversationSubject | null {
  const ledEntry = (candidates: readonly SearchHit[]) => {
    const led = memory.ledIn(candidates);
    return candidates.find((h) => entryPassages(h.entry).some((p) => led.has(passageKey(p))));
  };
  const hit =
    ledEntry(hits) ?? ledEntry(index.search(memory.topic, { ...age, limit: SUBJECT_CANDIDATES }));
  if (!hit) return null;
  const { entry } = hit;
  const terms = index.terms(`${entry.title} ${entry.topics.slice(1).join(" ")}`);
  return { entry, terms, weights: index.termWeights(terms) };
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
