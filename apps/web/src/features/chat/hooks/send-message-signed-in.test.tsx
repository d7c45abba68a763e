// @vitest-environment jsdom
import "./send-message.fixture";
import { act, fireEvent, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { REVEAL_MS_PER_WORD } from "./use-answer-reveal";
import { renderApp, signedInAuth, locationNow, settleUntil } from "../../../test/render-app";
import { ApiTestError } from "../../../test/trpc-msw";
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
describe("sending when signed in without a conversation", () => {
  it("creates 'New Chat', moves to /chat/{id}, then sends there", async () => {
    serve({
      "conversations.create": () => ({ id: 42, title: "New Chat", createdAt: "x", updatedAt: "x" }),
      "conversations.page": () => ({ items: [], nextCursor: null }),
      "babyProfile.get": () => {
        throw new ApiTestError("NOT_FOUND", 404, "No profile");
      },
    });
    sending.open();
    const { queryClient } = renderApp(<ChatScreen />, { auth: signedInAuth() });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    type("When do babies crawl?");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(within(messageList()).getByText("When do babies crawl?")).toBeInTheDocument();

    await settleUntil(() => expect(sending.calls.map((c) => c.path)).toContain("chat.send"));
    expect(sending.calls.find((c) => c.path === "conversations.create")!.input).toEqual({
      title: "New Chat",
    });
    expect(locationNow()).toBe("/chat/42");
    expect(sending.calls.find((c) => c.path === "chat.send")!.input).toMatchObject({
      conversationId: 42,
      message: "When do babies crawl?",
    });
    expect(within(messageList()).getByText("When do babies crawl?")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REVEAL_MS_PER_WORD * ANSWER_WORDS));
    expect(messageList().querySelector("[data-role=assistant]")).toHaveTextContent(
      "Keep the crib bare.",
    );
    expect(invalidate).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: [["conversations", "list"]] }),
    );
  });

  it("says so and restores the text when the conversation cannot be created", async () => {
    serve({
      "conversations.create": () => {
        throw new ApiTestError("BAD_REQUEST", 400, "Title too long");
      },
      "babyProfile.get": () => null,
    });
    renderApp(<ChatScreen />, { auth: signedInAuth() });
    type("When do babies crawl?");
    fireEvent.click(sendButton());
    await settleUntil(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Error",
        description: "Failed to start conversation. Please try again.",
        variant: "destructive",
      }),
    );
    expect(input().value).toBe("When do babies crawl?");
    expect(locationNow()).toBe("/");
    expect(sending.calls.some((c) => c.path === "chat.send")).toBe(false);
  });
});
