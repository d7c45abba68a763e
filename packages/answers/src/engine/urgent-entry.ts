import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { catalogue } from "../protocols/load-protocols.js";
import { isStopword, words } from "../retrieval/query-terms.js";
import type { SearchHit } from "../retrieval/search-index.js";
import { stem } from "../retrieval/term-share.js";
import type { RedFlagMatch } from "../triage/index.js";

/** How far down the retrieved entries an article for an urgent card is looked for. */
const URGENT_ENTRY_DEPTH = 3;

/**
 * Words that name no subject: the shape of a title ("signs of …", "… that last too long") and the
 * knowledge base's folder topics (every health entry has "health", and "The parent's own crisis:
 * postpartum mental health" is not about every parents' entry).
 */
const NO_SUBJECT = new Set(
  (
    "sign signs symptom symptoms including include own last lasting long keep keeps getting worse " +
    "danger urgent young change possible serious very unwell right doctor call pediatrician today " +
    "health care safety parent parents feeding development behaviour behavior"
  ).split(" "),
);

function subjectStems(text: string): string[] {
  return words(text)
    .filter((w) => w.length > 2 && !isStopword(w) && !NO_SUBJECT.has(w) && !/^\d/.test(w))
    .map(stem);
}

/**
 * Whether an article speaks of the card's subject: it cites one of the sign's pages, or one
 * of its topics is named whole by the sign's id or the protocol's title ("fever" under "Fever by
 * age", "postpartum depression" under postpartum-depression-signs). Topics are read whole so that
 * "hay fever" is not a fever and "ear cleaning" not ear pain; the title and keywords are not read
 * at all: they hold the everyday words of many subjects.
 */
export function onCardSubject(entry: KnowledgeEntry, sign: RedFlagMatch): boolean {
  if (entry.sources.some((url) => sign.sources.includes(url))) return true;
  const protocol = catalogue().byId.get(sign.protocolId);
  // The sign's id and its protocol's title name the subject; its label lists what was seen, with
  // words of other subjects ("a fever with no cold symptoms").
  const card = new Set(subjectStems(`${sign.id.replace(/-/g, " ")} ${protocol?.title ?? ""}`));
  return entry.topics.some((topic) => {
    const stems = subjectStems(topic);
    return stems.length > 0 && stems.every((s) => card.has(s));
  });
}

/**
 * The article shown under an urgent card: the best retrieved one (of the first few) on the card's
 * subject, else none — an article on another subject, with its own pages, reads as if it backed
 * the card.
 */
export function urgentEntry(hits: readonly SearchHit[], sign: RedFlagMatch): KnowledgeEntry | null {
  return hits.slice(0, URGENT_ENTRY_DEPTH).find((h) => onCardSubject(h.entry, sign))?.entry ?? null;
}
