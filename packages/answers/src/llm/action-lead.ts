import { formatCitations } from "@nestling/citations";
import type { SourceLookup } from "../compose/citations.js";
import type { TriageResult } from "../triage/index.js";
import type { AnswerLead } from "./model-plan.js";

/** Triage's "call the pediatrician now" line and its steps, written before the model's text. */
export function actionLead(triaged: TriageResult, lookup: SourceLookup): AnswerLead | null {
  const first = triaged.matches[0];
  if (!first) return null;
  const sources = first.sources.map(lookup);
  const markers = sources.map((_, i) => `[${i + 1}]`).join("");
  const steps = [...new Set(triaged.matches.flatMap((m) => m.whileWaiting))];
  const lines = [`${first.action} ${markers}`, ""];
  if (steps.length > 0)
    lines.push("**Until you speak to them**", ...steps.map((step) => `- ${step}`), "");
  const text = `${lines.join("\n")}\n`;
  return { text, sources, markdown: formatCitations(text, { sources }).markdown };
}
