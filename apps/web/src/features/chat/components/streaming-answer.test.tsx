import { act, fireEvent, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { fakeTrpc } from "../../../test/trpc-msw";
import { streamingAtom } from "../chat-atoms";
import type { Thread } from "../thread";
import type { ChatMessage } from "../types";
import { ChatInput } from "./chat-input";
import { MessageList } from "./message-list";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const thread: Thread = { kind: "saved", id: 3 };
const messages: ChatMessage[] = [
  { id: 1, role: "user", content: "When do babies crawl?", createdAt: "x" },
  { id: 2, role: "assistant", content: "Around 7 to 10 months.", createdAt: "x" },
  { id: 3, role: "user", content: "How long should naps be?", createdAt: "x" },
  {
    id: 4,
    role: "assistant",
    content: "An hour or two [1](https://www.nhs.uk/baby/sleep/).",
    sources: [{ url: "https://www.nhs.uk/baby/sleep/", title: "Safe sleep" }],
    createdAt: "x",
  },
];

describe("a streaming answer", () => {
  it("is busy while the text arrives, with its actions held back, and offers Stop in the input bar", () => {
    server.use(fakeTrpc({}));
    const stop = vi.fn();
    const { store } = renderApp(
      <>
        <MessageList thread={thread} messages={messages.slice(0, 3)} sending />
        <ChatInput value="" onChange={() => {}} onSend={() => {}} pending onStop={stop} />
      </>,
    );
    act(() =>
      store.set(streamingAtom, {
        thread,
        stop,
        message: {
          id: 0,
          role: "assistant",
          content: "Most babies nap [1](https://www.nhs.uk/baby/sleep/) for",
          urgency: "routine",
          createdAt: "x",
        },
      }),
    );
    const streaming = screen.getAllByRole("listitem").at(-1)!;
    expect(streaming).toHaveAttribute("aria-busy", "true");
    expect(streaming).toHaveTextContent("Most babies nap");
    expect(within(streaming).queryByRole("button", { name: "Copy" })).toBeNull();
    // The typing dots give way to the text.
    expect(screen.queryByRole("status", { name: /typing/i })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(stop).toHaveBeenCalledTimes(1);

    act(() => store.set(streamingAtom, null));
    expect(screen.queryByText(/Most babies nap/)).toBeNull();
  });

  it("a stopped answer says so and keeps its actions", () => {
    server.use(fakeTrpc({}));
    renderApp(
      <MessageList
        thread={thread}
        messages={[...messages.slice(0, 3), { ...messages[3]!, stopped: true }]}
        sending={false}
      />,
    );
    const answer = screen.getAllByRole("listitem").at(-1)!;
    expect(answer).toHaveTextContent("This answer was stopped before it finished.");
    expect(answer).not.toHaveAttribute("aria-busy");
    expect(within(answer).getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });
});

describe("Regenerate", () => {
  it("is offered on the last answer only, reachable by keyboard", () => {
    server.use(fakeTrpc({}));
    const regenerate = vi.fn();
    renderApp(
      <MessageList thread={thread} messages={messages} sending={false} onRegenerate={regenerate} />,
    );
    const buttons = screen.getAllByRole("button", { name: "Regenerate" });
    expect(buttons).toHaveLength(1);
    expect(screen.getAllByRole("listitem").at(-1)).toContainElement(buttons[0]!);
    buttons[0]!.focus();
    expect(buttons[0]).toHaveFocus();
    fireEvent.click(buttons[0]!);
    expect(regenerate).toHaveBeenCalledTimes(1);
  });

  it("is not offered before the last question is stored", () => {
    server.use(fakeTrpc({}));
    const pending = [
      ...messages.slice(0, 2),
      { ...messages[2]!, id: -1 },
      { ...messages[3]!, id: -2 },
    ];
    renderApp(
      <MessageList thread={thread} messages={pending} sending={false} onRegenerate={vi.fn()} />,
    );
    expect(screen.queryByRole("button", { name: "Regenerate" })).toBeNull();
  });
});
