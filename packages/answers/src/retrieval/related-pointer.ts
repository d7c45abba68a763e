import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { ageRelation, entryPassages, type Passage } from "../knowledge/passages.js";
import { ageMatters, type QuestionFrame } from "./question-frame.js";
import type { SearchHit } from "./search-index.js";
import { termShare } from "./term-share.js";

/** The next entry must score this share of the lead entry's to be pointed to. */
const RELATED_SHARE = 0.75;
/** …and its title and lead must hold this share of the question's terms. */
const RELATED_MIN_TERMS = 0.2;

/** One closely related entry's lead, as a pointer after the answer, or null. */
export function relatedPointer(
  hits: readonly SearchHit[],
  leadEntry: KnowledgeEntry,
  frame: QuestionFrame,
): Passage | null {
  const age = frame.ageMonths;
  const hitOf = hits.find((h) => h.entry === leadEntry);
  const next = hits.find((h) => h.entry !== leadEntry);
  if (!next || !hitOf) return null;
  const close =
    next.score >= hitOf.score * RELATED_SHARE &&
    next.topicMatch > 0 &&
    ageRelation({ ages: [{ min: next.entry.ageMin, max: next.entry.ageMax }] }, age) === "now";
  const relatedLead = close ? entryPassages(next.entry)[0] : undefined;
  // A pointer must be about the question too, not only near it in score.
  return relatedLead &&
    (!ageMatters(frame) || ageRelation(relatedLead, age) === "now") &&
    termShare(`${relatedLead.entry.title} ${relatedLead.text}`, frame) >= RELATED_MIN_TERMS
    ? relatedLead
    : null;
}
