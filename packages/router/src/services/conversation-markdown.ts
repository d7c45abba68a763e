// Shared by the web app (Export, in the browser) and the REST export, so both write the same file.
// Pure: no DOM, no database; the web imports it as @nestling/router/conversation-markdown.

/** What an export needs of a message (the web's ChatMessage and the API's MessageView both fit). */
export interface ExportedMessage {
  role: "user" | "assistant";
  content: string;
  createdAt: string | Date;
  sources?: readonly { url: string; title: string }[] | null;
}

/** The educational-only notice every export carries, as the app's banner says it. */
export const EXPORT_NOTICE =
  "This advice is for educational purposes only. For medical emergencies, call 911 immediately.";

function day(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/**
 * A conversation as Markdown to take to the pediatrician: title, date, each question and answer, and
 * each answer's numbered sources.
 */
export function conversationMarkdown(
  title: string,
  messages: readonly ExportedMessage[],
  exportedAt = new Date(),
): string {
  const lines = [`# ${title}`, "", `Exported from Nestling on ${day(exportedAt)}.`, ""];
  for (const message of messages) {
    const when = day(message.createdAt);
    if (message.role === "user") {
      lines.push(`## Question${when ? ` (${when})` : ""}`, "", message.content.trim(), "");
      continue;
    }
    lines.push("### Answer", "", message.content.trim(), "");
    const sources = message.sources ?? [];
    if (sources.length > 0) {
      lines.push("Sources:", "");
      sources.forEach((source, index) =>
        lines.push(`${index + 1}. [${source.title}](${source.url})`),
      );
      lines.push("");
    }
  }
  lines.push("---", "", `_${EXPORT_NOTICE}_`, "");
  return lines.join("\n");
}

/** A file name from the title: "naps-at-4-months-2026-11-23.md". */
export function exportFileName(title: string, exportedAt = new Date()): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "nestling-chat";
  return `${slug}-${exportedAt.toISOString().slice(0, 10)}.md`;
}
