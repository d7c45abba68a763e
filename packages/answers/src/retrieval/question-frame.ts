import type { Facet, Intent } from "../understand/question-intent.js";

/** What a question is, as passage ranking needs it. */
export interface QuestionFrame {
  /** Search terms (typo-corrected, with synonyms) and how much each one says. */
  terms: readonly string[];
  weights: readonly number[];
  intent: Intent;
  /** The figure an amount or timing question asks for (how often, how warm…), when it says. */
  facet?: Facet | null;
  /** The child's age in months, when known. */
  ageMonths: number | null;
  /** Whether the parent asks how to tell if something is so ("how do I know if she has a fever"). */
  asksSigns?: boolean;
  /** Whether that age is only a loose word's ("toddler"): it ranks passages but excludes none. */
  ageApproximate?: boolean;
  /** Passages the conversation already showed (see passageKey): not repeated as the lead. */
  shown?: ReadonlySet<string>;
  /** Of those, the ones the previous answer led with: repeating that answer answers nothing new. */
  led?: ReadonlySet<string>;
  /** In a follow-up, the age this turn names ("and at 9 months?"): the answer is for that age. */
  turnAge?: number;
  /** The words the parent wrote in this turn (before synonyms), when known. */
  said?: readonly string[];
  /** In a follow-up, this turn's own terms ("fruit" in "what about fruit?"): what is new. */
  own?: { terms: readonly string[]; weights: readonly number[] };
}

/** Age decides what applies now, unless the question is about when (then other ages are the answer). */
export function ageMatters(frame: QuestionFrame): frame is QuestionFrame & { ageMonths: number } {
  return frame.ageMonths !== null && frame.intent !== "timing" && frame.ageApproximate !== true;
}

/**
 * Whether a follow-up asks the previous question again for another age ("and at 9 months?"): it
 * names an age and no words of its own.
 */
export function askedAgainForAge(frame: QuestionFrame): boolean {
  return frame.led !== undefined && frame.turnAge !== undefined && frame.own === undefined;
}

/**
 * "How do I tell if…", "how can I know whether…", "what are the signs of…": the parent asks how to
 * recognise something, which a passage on its signs or on what counts as it answers.
 */
export function asksForSigns(question: string): boolean {
  return /\b(?:how (?:do|can|would|will|should) (?:i|we|you) (?:tell|know|recogni[sz]e|spot)|how to (?:tell|know|spot|recogni[sz]e)|what are (?:the )?(?:signs|symptoms)|signs of)\b/i.test(
    question,
  );
}
