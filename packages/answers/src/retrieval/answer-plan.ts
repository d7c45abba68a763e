import type { Passage } from "../knowledge/passages.js";

/** The passages an answer is built from. */
export interface AnswerPlan {
  /** The passage that answers the question: the reply's first paragraph. */
  lead: Passage;
  /** Supporting passages that apply at the child's age, best first. */
  support: Passage[];
  /** Passages about what changes later, when the age is known and they lie ahead. */
  later: Passage[];
  /** The lead entry's "when to call the doctor" passages. */
  call: Passage[];
  /** One closely related entry's lead, as a pointer. */
  related: Passage | null;
  /** In a follow-up asking again for another age ("and at 9 months?"), that age. */
  forAge?: number | null;
  /** Share of the question's terms (by weight) the lead and its entry's title hold. */
  leadCoverage: number;
  /** Share of the question's terms the lead's whole entry holds (keywords and topics too). */
  entryCoverage: number;
  /** Share of the question's terms in the lead entry's title and topics (the index's measure). */
  topicMatch: number;
}
