import { ageRelation, type Passage } from "../knowledge/passages.js";
import type { AnswerPlan } from "./answer-plan.js";
import { chooseLead } from "./choose-lead.js";
import { entryText } from "./entry-text.js";
import { askedAgainForAge, type QuestionFrame } from "./question-frame.js";
import { relatedPointer } from "./related-pointer.js";
import type { SearchHit } from "./search-index.js";
import { supportingPassages } from "./supporting-passages.js";
import { termShare } from "./term-share.js";

/**
 * The terms a passage is judged by: the parent's own figures ("4oz", "6mo", "100.2") and the
 * word the index adds for "how much/many/often" say what the parent has or asks, never what a
 * passage is about, yet weigh as much as the subject; the coverage measures keep them.
 */
function rankingFrame(frame: QuestionFrame): QuestionFrame {
  const keep = frame.terms.map((t) => !/^\d/.test(t) && t !== "amounts");
  if (keep.every(Boolean) || !keep.some(Boolean)) return frame;
  return {
    ...frame,
    terms: frame.terms.filter((_, i) => keep[i]),
    weights: frame.weights.filter((_, i) => keep[i]),
  };
}

/**
 * In a follow-up asking again for another age, that age when the lead is written for it (its
 * article covers the age and its own ages, if any, include it): the reply then says "At 9 months:".
 */
function answersForAge(lead: Passage, frame: QuestionFrame): number | null {
  const age = frame.turnAge;
  if (!askedAgainForAge(frame) || age === undefined || !frame.led) return null;
  // Only the article asked about again: another one found for the new age speaks for itself.
  const ledAgain = [...frame.led].some((key) => key.startsWith(`${lead.entry.id}#`));
  if (!ledAgain) return null;
  const { ageMin, ageMax } = lead.entry;
  if (age < ageMin - 1 || age > ageMax + 1) return null;
  return ageRelation(lead, age) === "now" ? age : null;
}

/**
 * Chooses the passages of an answer from the retrieved entries: the lead is the passage that best
 * answers this question for this child (its words, the kind of fact the intent wants, the age it
 * speaks of, and how well its entry ranked); support comes from the lead's entry.
 */
export function planAnswer(hits: readonly SearchHit[], frame: QuestionFrame): AnswerPlan | null {
  const ranking = rankingFrame(frame);
  const top = chooseLead(hits, ranking);
  if (!top) return null;
  const lead = top.passage;
  const entry = lead.entry;
  const { support, later, call } = supportingPassages(lead, ranking);
  return {
    lead,
    support,
    later,
    call,
    related: relatedPointer(hits, top, ranking),
    forAge: answersForAge(lead, frame),
    leadCoverage: termShare(`${entry.title} ${lead.question ?? ""} ${lead.text}`, frame),
    entryCoverage: termShare(entryText(entry), frame),
    topicMatch: hits.find((h) => h.entry === entry)?.topicMatch ?? 0,
  };
}
