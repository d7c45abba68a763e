import { describe, expect, it } from "vitest";
import {
  conversationMarkdown,
  EXPORT_NOTICE,
  exportFileName,
  type ExportedMessage,
} from "./conversation-markdown";

const AT = "2026-11-20T15:00:00.000Z";
const MESSAGES: ExportedMessage[] = [
  { role: "user", content: "How many naps at 4 months?", createdAt: AT },
  {
    role: "assistant",
    content: "Usually **3 or 4** naps [1](https://example.org/naps).",
    createdAt: AT,
    sources: [{ url: "https://example.org/naps", title: "Naps by age" }],
  },
];

describe("conversation export", () => {
  it("writes the title, dates, each question and answer, numbered sources and the notice", () => {
    const text = conversationMarkdown("Naps", MESSAGES, new Date("2026-11-23T10:00:00Z"));
    expect(text).toBe(
      [
        "# Naps",
        "",
        "Exported from Nestling on November 23, 2026.",
        "",
        "## Question (November 20, 2026)",
        "",
        "How many naps at 4 months?",
        "",
        "### Answer",
        "",
        "Usually **3 or 4** naps [1](https://example.org/naps).",
        "",
        "Sources:",
        "",
        "1. [Naps by age](https://example.org/naps)",
        "",
        "---",
        "",
        `_${EXPORT_NOTICE}_`,
        "",
      ].join("\n"),
    );
  });

  it("names the file after the title and the day", () => {
    const at = new Date("2026-11-23T10:00:00Z");
    expect(exportFileName("Naps at 4 months?", at)).toBe("naps-at-4-months-2026-11-23.md");
    expect(exportFileName("???", at)).toBe("nestling-chat-2026-11-23.md");
  });
});
