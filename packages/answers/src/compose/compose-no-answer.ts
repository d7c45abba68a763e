import type { NoAnswerReply } from "../knowledge/no-answer-reply.js";
import { Citations, type ComposedAnswer, type SourceLookup } from "./citations.js";

/**
 * No reviewed passage answers the question well enough: say so, then the reviewed general safety
 * net and what to ask the pediatrician (all from knowledge/no-answer.md), rather than answering a
 * different question with confidence.
 */
export function composeNoAnswer(reply: NoAnswerReply, lookup: SourceLookup): ComposedAnswer {
  const cite = new Citations(lookup);
  const lines = [reply.lead];
  for (const section of reply.sections) {
    lines.push("", `**${section.heading}**`);
    for (const item of section.items)
      lines.push(
        `- ${item.text}${item.sources.length > 0 ? ` ${cite.markers(item.sources)}` : ""}`,
      );
  }
  return cite.finish(lines);
}
