// The triage contract of the team brief, as the engine consumes it. Triage itself lives in
// src/triage/ (another engineer's module); the engine takes the function as a dependency.
import type { ChatTurn, Urgency } from "./types.js";

export interface RedFlagMatch {
  id: string;
  label: string;
  urgency: "emergency" | "urgent";
  /** The first line of the answer. */
  action: string;
  /** What to do while help comes (never a home remedy offered instead of help). */
  whileWaiting: string[];
  sources: string[];
}

export interface RiskyRedirect {
  id: string;
  /** Safe redirect in Markdown, in our own words. */
  redirect: string;
  sources: string[];
}

export interface TriageResult {
  urgency: Urgency;
  scope: "parenting" | "off-topic";
  /** Strongest first. */
  matches: RedFlagMatch[];
  risky: RiskyRedirect | null;
  /** Age found in the text, else null. */
  ageInMonths: number | null;
}

export type TriageFn = (question: string, context?: { history?: ChatTurn[]; babyAgeMonths?: number | null }) => TriageResult;
