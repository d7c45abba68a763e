import type { NoAnswerReply } from "../knowledge/no-answer-reply.js";
import { Citations, type ComposedAnswer, type SourceLookup } from "./citations.js";

/**
 * No reviewed passage answers the question well enough: say so rather than answering a different
 * question with confidence, then what to ask the pediatrician (all from knowledge/no-answer.md).
 * The reply's safety net (its sections that cite sources: when to get help the same day, when to
 * call 911) is shown only when asked for: triage has already looked for red flags, and a list of
 * emergencies under a routine question about sleep or work reads as an alarm.
 */
export function composeNoAnswer(
  reply: NoAnswerReply,
  lookup: SourceLookup,
  options: { safetyNet?: boolean } = {},
): ComposedAnswer {
  const cite = new Citations(lookup);
  const lines = [reply.lead];
  for (const section of reply.sections) {
    const safetyNet = section.items.some((item) => item.sources.length > 0);
    if (safetyNet && !options.safetyNet) continue;
    lines.push("", `**${section.heading}**`);
    for (const item of section.items)
      lines.push(
        `- ${item.text}${item.sources.length > 0 ? ` ${cite.markers(item.sources)}` : ""}`,
      );
  }
  return cite.finish(lines);
}
