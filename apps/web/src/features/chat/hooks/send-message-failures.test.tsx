// @vitest-environment jsdom
import "./send-message.fixture";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { fullNavigate } from "../../../lib/navigation";
import { AUTH_REDIRECT_DELAY_MS } from "./use-send-message";
import { renderApp, settleUntil } from "../../../test/render-app";
import { ApiTestError } from "../../../test/trpc-msw";
import { ChatScreen } from "../chat-screen";
import { input, messageList, sendButton, sending, serve, type } from "./send-message.fixture";
describe("failures", () => {
  const failWith = (code: string, status: number, message: string, reason?: string) =>
    serve({
      "chat.send": () => {
        throw new ApiTestError(code, status, message, reason);
      },
    });

  async function sendAndFail(text = "Why is my baby crying?") {
    renderApp(<ChatScreen />);
    type(text);
    fireEvent.click(sendButton());
    expect(within(messageList()).getByText(text)).toBeInTheDocument();
    await settleUntil(() => expect(showToast).toHaveBeenCalled());
  }

  it("takes the question back and restores the text", async () => {
    failWith("INTERNAL_SERVER_ERROR", 500, "Something went wrong");
    renderApp(<ChatScreen />);
    type("Why is my baby crying?");
    fireEvent.click(sendButton());
    // A server failure gets one retry (docs/behaviour.md §8) before the question is taken back.
    await settleUntil(() =>
      expect(sending.calls.filter((c) => c.path === "chat.send")).toHaveLength(1),
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settleUntil(() => expect(showToast).toHaveBeenCalled());
    expect(sending.calls.filter((c) => c.path === "chat.send")).toHaveLength(2);
    expect(showToast).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to send message. Please try again.",
      variant: "destructive",
    });
    expect(screen.queryByRole("list", { name: "Messages" })).toBeNull();
    expect(input().value).toBe("Why is my baby crying?");
    expect(sendButton()).toBeEnabled();
  });

  it("asks to sign in again after a 401 and goes to /api/login 1 s later", async () => {
    failWith("UNAUTHORIZED", 401, "Please sign in to continue.");
    await sendAndFail();
    expect(showToast).toHaveBeenCalledWith({
      title: "Authentication Error",
      description: "Please log in again to continue.",
      variant: "destructive",
    });
    await act(() => vi.advanceTimersByTimeAsync(AUTH_REDIRECT_DELAY_MS - 1));
    expect(fullNavigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fullNavigate).toHaveBeenCalledExactlyOnceWith("/api/login");
    expect(sending.calls.filter((c) => c.path === "chat.send")).toHaveLength(1);
  });

  it("asks to slow down after a 429", async () => {
    failWith("TOO_MANY_REQUESTS", 429, "Too many questions at once. Please wait a moment.");
    await sendAndFail();
    expect(showToast).toHaveBeenCalledWith({
      title: "Please wait",
      description: "You're asking questions quite quickly! Please wait a moment.",
      variant: "destructive",
    });
    expect(input().value).toBe("Why is my baby crying?");
  });

  it("steers an off-topic question back to parenting with a neutral toast", async () => {
    failWith(
      "BAD_REQUEST",
      400,
      "I can only help with baby care and parenting questions.",
      "OFF_TOPIC",
    );
    await sendAndFail("What's the capital of France?");
    expect(showToast).toHaveBeenCalledWith({
      title: "Let's focus on parenting",
      description: "I'm here to help with baby care and parenting questions!",
    });
    expect(input().value).toBe("What's the capital of France?");
    expect(screen.queryByRole("list", { name: "Messages" })).toBeNull();
  });
});
