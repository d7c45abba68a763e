import type { AnswerPlan } from "./answer-plan.js";
import { chooseLead } from "./choose-lead.js";
import { entryText } from "./entry-text.js";
import type { QuestionFrame } from "./question-frame.js";
import { relatedPointer } from "./related-pointer.js";
import type { SearchHit } from "./search-index.js";
import { supportingPassages } from "./supporting-passages.js";
import { termShare } from "./term-share.js";

/**
 * Chooses the passages of an answer from the retrieved entries: the lead is the passage that best
 * answers this question for this child (its words, the kind of fact the intent wants, the age it
 * speaks of, and how well its entry ranked); support comes from the lead's entry.
 */
export function planAnswer(hits: readonly SearchHit[], frame: QuestionFrame): AnswerPlan | null {
  const top = chooseLead(hits, frame);
  if (!top) return null;
  const lead = top.passage;
  const entry = lead.entry;
  const { support, later, call } = supportingPassages(lead, frame);
  return {
    lead,
    support,
    later,
    call,
    related: relatedPointer(hits, entry, frame),
    leadCoverage: termShare(`${entry.title} ${lead.question ?? ""} ${lead.text}`, frame),
    entryCoverage: termShare(entryText(entry), frame),
    topicMatch: hits.find((h) => h.entry === entry)?.topicMatch ?? 0,
  };
}
