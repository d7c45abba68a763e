import { formatCitations, type Source } from "@nestling/citations";
import type { RedFlagMatch } from "../triage/index.js";
import type { ComposedAnswer, SourceLookup } from "./citations.js";
import { cardSources } from "./compose-answer.js";

/** The reminder line: a protocol's own next step, citing its first page as `[1]`. */
export interface ReminderLine {
  text: string;
  sources: Source[];
  markdown: string;
}

export function reminderLine(reminder: RedFlagMatch, lookup: SourceLookup): ReminderLine {
  const [pages = []] = cardSources([reminder]);
  const sources = pages.slice(0, 1).map(lookup);
  const markers = sources.map((_, i) => `[${i + 1}]`).join("");
  const text = `${`${reminder.action} ${markers}`.trim()}\n\n`;
  return { text, sources, markdown: formatCitations(text, { sources }).markdown };
}

/**
 * An answer to a new question with a next step already due in one line above it ("she's fine now,
 * when can I try banana again?" after choking: be checked today, then the answer about banana).
 * The answer's links are renumbered after the line's.
 */
export function withReminder(
  answer: ComposedAnswer,
  reminder: RedFlagMatch,
  lookup: SourceLookup,
): ComposedAnswer {
  const line = reminderLine(reminder, lookup);
  const formatted = formatCitations(`${line.text}${answer.content}`, {
    sources: [...line.sources, ...answer.sources],
  });
  return { content: formatted.markdown, sources: formatted.sources };
}
