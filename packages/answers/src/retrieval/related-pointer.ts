import { ageRelation, entryPassages, type Passage } from "../knowledge/passages.js";
import { ageMatters, type QuestionFrame } from "./question-frame.js";
import { scorePassage, type ScoredPassage } from "./score-passage.js";
import type { SearchHit } from "./search-index.js";
import { termShare } from "./term-share.js";
import { entryRegion } from "../understand/question-region.js";

/** The next entry must score this share of the lead entry's to be pointed to. */
const RELATED_SHARE = 0.75;
/** …and its title and lead must hold this share of the question's terms. */
const RELATED_MIN_TERMS = 0.2;
/** A related lead scoring within this of the answer's lead is a rival answer, not a pointer. */
const RIVAL_MARGIN = 0.3;

/** One closely related entry's lead, as a pointer after the answer, or null. */
export function relatedPointer(
  hits: readonly SearchHit[],
  lead: ScoredPassage,
  frame: QuestionFrame,
): Passage | null {
  const leadEntry = lead.passage.entry;
  const age = frame.ageMonths;
  const hitOf = hits.find((h) => h.entry === leadEntry);
  const next = hits.find((h) => h.entry !== leadEntry);
  if (!next || !hitOf) return null;
  // The same thing for another country (US Tylenol under UK Calpol) is another answer, not a
  // pointer: the parent's country is the lead's.
  const region = entryRegion(leadEntry.title);
  const nextRegion = entryRegion(next.entry.title);
  if (region !== null && nextRegion !== null && region !== nextRegion) return null;
  const close =
    next.score >= hitOf.score * RELATED_SHARE &&
    next.topicMatch > 0 &&
    ageRelation({ ages: [{ min: next.entry.ageMin, max: next.entry.ageMax }] }, age) === "now";
  const relatedLead = close ? entryPassages(next.entry)[0] : undefined;
  // A pointer must be about the question too, not only near it in score…
  if (
    !relatedLead ||
    (ageMatters(frame) && ageRelation(relatedLead, age) !== "now") ||
    termShare(`${relatedLead.entry.title} ${relatedLead.text}`, frame) < RELATED_MIN_TERMS
  )
    return null;
  // …and not a rival answer: one that answers the question about as well as the lead would put
  // the answer under "Related" and leave the parent to choose.
  const rival = scorePassage(relatedLead, next.score / hitOf.score, frame);
  return rival.score >= lead.score - RIVAL_MARGIN ? null : relatedLead;
}
