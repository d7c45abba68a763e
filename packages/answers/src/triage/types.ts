import type { Disposition } from "../protocols/protocol.js";
import type { ChatTurn, Urgency } from "../types.js";

export type { ChatTurn, Disposition, Urgency };

/** A red flag found in the question: what it is and what the parent must do first. */
export interface RedFlagMatch {
  /** The protocol sign's id. */
  id: string;
  protocolId: string;
  disposition: Exclude<Disposition, "home">;
  label: string;
  urgency: "emergency" | "urgent";
  /** The first line of the answer, e.g. "Call 911 now: a baby who is not breathing needs emergency help." */
  action: string;
  /** What to do while help comes (never a home remedy offered instead of help). */
  whileWaiting: string[];
  /** Source URLs (from the shared catalogue or verified lists). */
  sources: string[];
}

/** A request that would put a child at risk, and the safe alternative we offer instead. */
export interface RiskyRedirect {
  id: string;
  protocolId: string;
  /** Safe redirect in Markdown, in our own words. */
  redirect: string;
  sources: string[];
}

export interface TriageResult {
  urgency: Urgency;
  /** The finer level: the first match's disposition, or "home" when nothing needs a call. */
  disposition: Disposition;
  scope: "parenting" | "off-topic";
  /**
   * How the question stands on its own words: "off-topic" when it names another domain (or a pet,
   * or an adult's own injury, or tries to change the rules), "neutral" when it names neither, so
   * the engine may let the knowledge base decide whether it is a parent's question.
   */
  standing: "parenting" | "neutral" | "off-topic";
  /** Strongest first: emergencies before urgent flags, in rule order within a level. */
  matches: RedFlagMatch[];
  risky: RiskyRedirect | null;
  /** Age found in the text (days, weeks, months or years), else null. */
  ageInMonths: number | null;
  /**
   * A next step already due, to show in one line above the answer to a new question ("she's fine
   * now, when can I try banana again?" after choking: be checked today).
   */
  reminder?: RedFlagMatch;
  /**
   * Help has been called and is coming ("the ambulance is on its way, what do I do till they get
   * here"): the line that leads the emergency's own while-you-wait steps instead of its call line.
   */
  waiting?: RedFlagMatch;
  /**
   * The emergency before was seen by a professional and is over ("the ER checked her, we're home.
   * what finger foods…"): the new question is answered as if asked fresh, without the conversation.
   */
  fresh?: boolean;
}

export interface TriageContext {
  history?: ChatTurn[];
  /** The baby's age from the profile; used only when the text names no age. */
  babyAgeMonths?: number | null;
}
