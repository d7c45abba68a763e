import { act, fireEvent, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { useAtomValue } from "jotai";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { fakeTrpc } from "../../../test/trpc-msw";
import { draftAtom } from "../chat-atoms";
import type { ChatMessage } from "../types";
import { ChatMessageView } from "./chat-message";
import { answerMarkdown } from "./message-actions";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const ANSWER: ChatMessage = {
  id: -5,
  role: "assistant",
  content: "Offer **3 to 4** naps [1](https://example.org/naps).",
  createdAt: "x",
  sources: [{ url: "https://example.org/naps", title: "Naps guide" }],
};
const QUESTION: ChatMessage = { id: 4, role: "user", content: "How many naps?", createdAt: "x" };

function Draft() {
  return <output data-testid="draft">{useAtomValue(draftAtom)}</output>;
}

describe("message actions", () => {
  it("Copy puts the answer's Markdown with its sources on the clipboard", async () => {
    server.use(fakeTrpc({}));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    vi.stubGlobal("ClipboardItem", undefined);
    renderApp(<ChatMessageView message={ANSWER} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(writeText).toHaveBeenCalledWith(
      "Offer **3 to 4** naps [1](https://example.org/naps).\n\nSources:\n1. [Naps guide](https://example.org/naps)",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    expect(answerMarkdown({ content: "Hi", sources: [] })).toBe("Hi");
  });

  it("Edit is offered on the last question only and puts it back in the input", () => {
    server.use(fakeTrpc({}));
    renderApp(
      <>
        <ChatMessageView message={QUESTION} editable />
        <ChatMessageView message={{ ...QUESTION, id: 3, content: "Older" }} />
        <Draft />
      </>,
    );
    const edit = screen.getAllByRole("button", { name: "Edit" });
    expect(edit).toHaveLength(1);
    fireEvent.click(edit[0]!);
    expect(screen.getByTestId("draft")).toHaveTextContent("How many naps?");
  });
});
