// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp, signedOutAuth } from "../../../test/render-app";
import { ChatMessageView } from "./chat-message";

// The renderer's chunk is gone (a deploy replaced it): its import rejects.
vi.mock("../lib/markdown-loader", () => ({
  loadMessageMarkdown: () =>
    Promise.reject(new Error("Failed to fetch dynamically imported module")),
  preloadMessageMarkdown: () => {},
}));

describe("ChatMessageView when the Markdown renderer cannot load", () => {
  it("keeps an emergency answer on screen as plain text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // With the app's providers: the card reads the parent's region.
    renderApp(
      <ul>
        <ChatMessageView
          message={{
            id: 0,
            role: "assistant",
            content: "Call 911 now. **Start CPR** if your baby is not breathing.",
            createdAt: "2025-06-15T12:00:00.000Z",
            sources: [],
            urgency: "emergency",
          }}
        />
      </ul>,
      { auth: signedOutAuth },
    );
    expect(await screen.findByText(/Call 911 now\. \*\*Start CPR\*\*/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This may be an emergency");
  });
});
