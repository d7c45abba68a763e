import type { ChatMessage } from "../types";

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
  messages: readonly ChatMessage[],
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

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
