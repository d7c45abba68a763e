import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { catalogue } from "../protocols/load-protocols.js";
import { isStopword, words } from "../retrieval/query-terms.js";
import type { SearchHit } from "../retrieval/search-index.js";
import { stem } from "../retrieval/term-share.js";
import type { RedFlagMatch } from "../triage/index.js";

/** How far down the retrieved entries an article for an urgent card is looked for. */
const URGENT_ENTRY_DEPTH = 3;

/**
 * Words of a protocol's titles that name no subject: the shape of a title ("signs of …", "… that
 * last too long"), not what it is about.
 */
const TITLE_WORDS = new Set(
  (
    "sign signs symptom symptoms including include own last lasting long keep keeps getting worse " +
    "danger urgent young " +
    "change possible serious very unwell right doctor call pediatrician today"
  ).split(" "),
);

function subjectStems(text: string): Set<string> {
  return new Set(
    words(text)
      .filter((w) => w.length > 2 && !isStopword(w) && !TITLE_WORDS.has(w) && !/^\d/.test(w))
      .map(stem),
  );
}

/**
 * Whether an article speaks of the card's subject: it cites one of the sign's pages, or its title,
 * topics or keywords share a word with the sign's id or its protocol's title. A colds article
 * under "fever that lasts" shares neither, and its pages would back nothing on the card.
 */
export function onCardSubject(entry: KnowledgeEntry, sign: RedFlagMatch): boolean {
  if (entry.sources.some((url) => sign.sources.includes(url))) return true;
  const title = catalogue().byId.get(sign.protocolId)?.title ?? "";
  // The sign's id and its protocol's title name the subject; its label lists what was seen, with
  // words of other subjects ("a fever with no cold symptoms").
  const card = subjectStems(`${sign.id.replace(/-/g, " ")} ${title}`);
  const article = subjectStems([entry.title, ...entry.topics, ...entry.keywords].join(" "));
  for (const s of article) if (card.has(s)) return true;
  return false;
}

/**
 * The article shown under an urgent card: the best retrieved one (of the first few) on the card's
 * subject, else none — an article on another subject, with its own pages, reads as if it backed
 * the card.
 */
export function urgentEntry(hits: readonly SearchHit[], sign: RedFlagMatch): KnowledgeEntry | null {
  return hits.slice(0, URGENT_ENTRY_DEPTH).find((h) => onCardSubject(h.entry, sign))?.entry ?? null;
}
