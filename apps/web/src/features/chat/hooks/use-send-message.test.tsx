// @vitest-environment jsdom
import "./send-message.fixture";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { trackAiResponseReceived, trackChatMessageSent } from "../../../lib/analytics";
import { REVEAL_MS_PER_WORD } from "./use-answer-reveal";
import { renderApp, settleUntil } from "../../../test/render-app";
import { ChatScreen } from "../chat-screen";
import {
  ANSWER_WORDS,
  input,
  messageList,
  sendButton,
  sending,
  serve,
  type,
} from "./send-message.fixture";
describe("send rules", () => {
  it("keeps send disabled for an empty or blank input", () => {
    serve();
    renderApp(<ChatScreen />);
    expect(sendButton()).toBeDisabled();
    type("   \n ");
    expect(sendButton()).toBeDisabled();
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(sending.calls.filter((c) => c.path === "chat.send")).toHaveLength(0);
    type("Is it normal?");
    expect(sendButton()).toBeEnabled();
  });

  it("inserts a line on Shift+Enter instead of sending", () => {
    serve();
    renderApp(<ChatScreen />);
    type("first line");
    const notPrevented = fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.queryByRole("list", { name: "Messages" })).toBeNull();
  });

  it("caps the textarea's growth at 128 px", () => {
    serve();
    renderApp(<ChatScreen />);
    expect(input().style.maxHeight).toBe("128px");
  });
});

describe("sending as a visitor", () => {
  it("shows the question at once, clears the input, then reveals the answer 40 ms per word", async () => {
    serve();
    renderApp(<ChatScreen />);
    type("  How should my baby sleep?  ");
    fireEvent.keyDown(input(), { key: "Enter" });

    expect(input().value).toBe("");
    expect(within(messageList()).getByText("How should my baby sleep?")).toBeInTheDocument();
    expect(messageList().querySelector("[data-role=user]")).toHaveAttribute("data-pending");
    expect(screen.getByRole("status", { name: "Nestling is typing" })).toBeInTheDocument();
    type("next question");
    expect(sendButton()).toBeDisabled();

    sending.open();
    await settleUntil(() => expect(messageList().querySelector("[data-revealing]")).not.toBeNull());
    const sent = sending.calls.find((c) => c.path === "chat.send")!.input as {
      message: string;
      conversationId: string;
      personalize: boolean;
    };
    expect(sent.message).toBe("How should my baby sleep?");
    expect(sent.conversationId).toMatch(/^temp_\d+_[a-z0-9]+$/);
    expect(sent.personalize).toBe(true);
    expect(trackChatMessageSent).toHaveBeenCalledWith(
      sent.conversationId,
      "How should my baby sleep?".length,
    );
    expect(trackAiResponseReceived).toHaveBeenCalledWith(
      sent.conversationId,
      expect.any(Number),
      true,
    );

    // The server's copy replaced the optimistic one.
    expect(messageList().querySelector("[data-role=user]")).not.toHaveAttribute("data-pending");
    expect(screen.queryByRole("status", { name: "Nestling is typing" })).toBeNull();

    const revealing = messageList().querySelector("[data-revealing]")!;
    expect(revealing).toHaveAttribute("aria-busy", "true");
    expect(revealing).toHaveTextContent("Place");
    expect(revealing).not.toHaveTextContent("your");
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_MS_PER_WORD));
    expect(revealing).toHaveTextContent("Place your");
    expect(revealing).not.toHaveTextContent("baby");
    expect(screen.getByTestId("chat-announcer")).toBeEmptyDOMElement();
    expect(sendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(REVEAL_MS_PER_WORD * (ANSWER_WORDS - 2)));
    const answer = messageList().querySelector("[data-role=assistant]")!;
    expect(answer).not.toHaveAttribute("aria-busy");
    expect(answer).toHaveTextContent("Keep the crib bare.");
    expect(
      within(answer as HTMLElement).getByRole("button", { name: "Show sources (1)" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(
      "Place your baby on their back for every sleep . Keep the crib bare.",
    );
    expect(sendButton()).toBeEnabled();
    await settleUntil(() =>
      expect(within(answer as HTMLElement).getByRole("button", { name: "Helpful" })).toBeEnabled(),
    );
  });

  it("keeps the same temporary conversation for the whole tab session", async () => {
    serve();
    sending.open();
    const first = renderApp(<ChatScreen />);
    type("One");
    fireEvent.keyDown(input(), { key: "Enter" });
    await settleUntil(() => expect(sending.calls.some((c) => c.path === "chat.send")).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_MS_PER_WORD * ANSWER_WORDS));
    first.unmount();

    renderApp(<ChatScreen />);
    // The exchange survives a reload of the tab, and the next question joins the same conversation.
    expect(within(messageList()).getByText("One")).toBeInTheDocument();
    type("Two");
    fireEvent.keyDown(input(), { key: "Enter" });
    await settleUntil(() =>
      expect(sending.calls.filter((c) => c.path === "chat.send")).toHaveLength(2),
    );
    const [a, b] = sending.calls
      .filter((c) => c.path === "chat.send")
      .map((c) => (c.input as { conversationId: string }).conversationId);
    expect(a).toBe(b);
  });
});
