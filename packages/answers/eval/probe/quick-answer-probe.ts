/**
 * The quick-answer probe: every "Quick answers" question of the knowledge base is an everyday
 * question a parent asks ABOUT something ("At what age do breath-holding spells stop?"). Triage
 * should give almost all of them the information answer; the few that report something happening
 * to a child ("My toddler swallowed a coin: what should I do?") rightly escalate. Which is which is
 * reviewed in `expectations.tsv`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadKnowledge } from "../../src/knowledge/load-knowledge.js";
import { triage } from "../../src/triage/index.js";

/** One quick-answer question and the entry it comes from. */
export interface QuickQuestion {
  entryId: string;
  question: string;
  answer: string;
}

/** What triage made of a question: its urgency, disposition and the first sign found. */
export interface ProbeResult extends QuickQuestion {
  urgency: "emergency" | "urgent" | "routine";
  disposition: string;
  signId: string | null;
}

/** Every quick-answer question of the knowledge base, in entry order. */
export function quickAnswerQuestions(): QuickQuestion[] {
  return loadKnowledge().entries.flatMap((e) =>
    (e.quickAnswers ?? []).map((q) => ({ entryId: e.id, question: q.question, answer: q.answer })),
  );
}

/** Triage of one question asked cold (no history, no profile), as a first message. */
export function probeQuestion(q: QuickQuestion): ProbeResult {
  const r = triage(q.question, { history: [] });
  return { ...q, urgency: r.urgency, disposition: r.disposition, signId: r.matches[0]?.id ?? null };
}

/** The questions that triage puts above routine. */
export function escalatedQuickAnswers(questions = quickAnswerQuestions()): ProbeResult[] {
  return questions.map(probeQuestion).filter((r) => r.urgency !== "routine");
}

/** The reviewed level of a quick-answer question: `home` (information) or the disposition it needs. */
export interface Expectation {
  question: string;
  level: string;
  reason: string;
  /** A home question still escalated, known and yet to be fixed. */
  open: boolean;
}

export const EXPECTATIONS_FILE = fileURLToPath(new URL("./expectations.tsv", import.meta.url));

/** The reviewed expectations: tab-separated question, level, reason[, open]; `#` lines are comments. */
export function loadExpectations(file = EXPECTATIONS_FILE): Expectation[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line, i) => {
      const [question, level, reason, mark] = line.split("\t");
      if (!question || !level || !reason)
        throw new Error(`expectations.tsv line ${i + 1}: question, level and reason are required`);
      if (mark !== undefined && (mark !== "open" || level !== "home"))
        throw new Error(`expectations.tsv line ${i + 1}: only a home question can be marked open`);
      return { question, level, reason, open: mark === "open" };
    });
}
