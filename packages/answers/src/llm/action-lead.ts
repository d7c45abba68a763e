import { formatCitations } from "@nestling/citations";
import { cardSources, leadMatch } from "../compose/compose-answer.js";
import type { SourceLookup } from "../compose/citations.js";
import type { TriageResult } from "../triage/index.js";
import type { AnswerLead } from "./model-plan.js";

/**
 * Triage's "call the pediatrician now" line and its steps, written before the model's text: the
 * same sign, steps and pages as the built-in urgent card, so what is cited is what is shown.
 */
export function actionLead(triaged: TriageResult, lookup: SourceLookup): AnswerLead | null {
  const first = leadMatch(triaged.matches);
  if (!first) return null;
  const [pages = []] = cardSources([first]);
  const sources = pages.map(lookup);
  const markers = sources.map((_, i) => `[${i + 1}]`).join("");
  const steps = first.whileWaiting;
  const lines = [`${first.action} ${markers}`, ""];
  if (steps.length > 0)
    lines.push("**Until you speak to them**", ...steps.map((step) => `- ${step}`), "");
  const text = `${lines.join("\n")}\n`;
  return { text, sources, markdown: formatCitations(text, { sources }).markdown };
}
