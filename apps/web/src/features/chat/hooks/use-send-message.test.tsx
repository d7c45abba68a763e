// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import type * as Navigation from "../../../lib/navigation";
import type * as AnalyticsModule from "../../../lib/analytics";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { trackAiResponseReceived, trackChatMessageSent } from "../../../lib/analytics";
import { fullNavigate } from "../../../lib/navigation";
import { AUTH_REDIRECT_DELAY_MS } from "./use-send-message";
import { REVEAL_MS_PER_WORD } from "./use-answer-reveal";
import { renderApp, signedInAuth, locationNow, settleUntil } from "../../../test/render-app";
import {
  ApiTestError,
  fakeTrpc,
  type RecordedCall,
  type FakeProcedures,
} from "../../../test/trpc-msw";
import { ChatScreen } from "../chat-screen";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));
vi.mock("../../../lib/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  fullNavigate: vi.fn(),
  navigateHome: vi.fn(),
}));
vi.mock("../../../lib/analytics", async (importOriginal) => ({
  ...(await importOriginal<typeof AnalyticsModule>()),
  trackChatMessageSent: vi.fn(),
  trackAiResponseReceived: vi.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const ANSWER =
  "Place your baby on their back for every sleep [1](https://www.cdc.gov/sids/about/index.html). Keep the crib bare.";
const ANSWER_WORDS = ANSWER.match(/\s*\S+/g)!.length;

function answerFor(message: string, conversationId: unknown) {
  return {
    userMessage: {
      id: 11,
      role: "user",
      content: message,
      createdAt: "2025-06-01T10:00:00.000Z",
      sources: [],
      urgency: null,
      conversationId,
    },
    assistantMessage: {
      id: 12,
      role: "assistant",
      content: ANSWER,
      createdAt: "2025-06-01T10:00:01.000Z",
      sources: [{ url: "https://www.cdc.gov/sids/about/index.html", title: "CDC" }],
      urgency: "routine",
    },
  };
}

let calls: RecordedCall[];
let sendGate: Promise<void>;
let openGate: () => void;
function serve(overrides: FakeProcedures = {}) {
  server.use(
    fakeTrpc(
      {
        "feedback.get": () => {
          throw new ApiTestError("NOT_FOUND", 404, "No feedback yet");
        },
        "chat.send": async (input) => {
          await sendGate;
          const { message, conversationId } = input as { message: string; conversationId: unknown };
          return answerFor(message, conversationId);
        },
        "conversations.page": () => ({ items: [], nextCursor: null }),
        ...overrides,
      },
      calls,
    ),
  );
}

const input = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
const sendButton = () => screen.getByRole("button", { name: "Send message" });
const messageList = () => screen.getByRole("list", { name: "Messages" });

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  calls = [];
  sendGate = new Promise((resolve) => (openGate = resolve));
  vi.mocked(showToast).mockClear();
  vi.mocked(fullNavigate).mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe("send rules", () => {
  it("keeps send disabled for an empty or blank input", () => {
    serve();
    renderApp(<ChatScreen />);
    expect(sendButton()).toBeDisabled();
    type("   \n ");
    expect(sendButton()).toBeDisabled();
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(calls.filter((c) => c.path === "chat.send")).toHaveLength(0);
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

    openGate();
    await settleUntil(() => expect(messageList().querySelector("[data-revealing]")).not.toBeNull());
    const sent = calls.find((c) => c.path === "chat.send")!.input as {
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
    openGate();
    const first = renderApp(<ChatScreen />);
    type("One");
    fireEvent.keyDown(input(), { key: "Enter" });
    await settleUntil(() => expect(calls.some((c) => c.path === "chat.send")).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_MS_PER_WORD * ANSWER_WORDS));
    first.unmount();

    renderApp(<ChatScreen />);
    // The exchange survives a reload of the tab, and the next question joins the same conversation.
    expect(within(messageList()).getByText("One")).toBeInTheDocument();
    type("Two");
    fireEvent.keyDown(input(), { key: "Enter" });
    await settleUntil(() => expect(calls.filter((c) => c.path === "chat.send")).toHaveLength(2));
    const [a, b] = calls
      .filter((c) => c.path === "chat.send")
      .map((c) => (c.input as { conversationId: string }).conversationId);
    expect(a).toBe(b);
  });
});

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
    await settleUntil(() => expect(calls.filter((c) => c.path === "chat.send")).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settleUntil(() => expect(showToast).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === "chat.send")).toHaveLength(2);
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
    expect(calls.filter((c) => c.path === "chat.send")).toHaveLength(1);
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

describe("sending when signed in without a conversation", () => {
  it("creates 'New Chat', moves to /chat/{id}, then sends there", async () => {
    serve({
      "conversations.create": () => ({ id: 42, title: "New Chat", createdAt: "x", updatedAt: "x" }),
      "conversations.page": () => ({ items: [], nextCursor: null }),
      "babyProfile.get": () => {
        throw new ApiTestError("NOT_FOUND", 404, "No profile");
      },
    });
    openGate();
    const { queryClient } = renderApp(<ChatScreen />, { auth: signedInAuth() });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    type("When do babies crawl?");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(within(messageList()).getByText("When do babies crawl?")).toBeInTheDocument();

    await settleUntil(() => expect(calls.map((c) => c.path)).toContain("chat.send"));
    expect(calls.find((c) => c.path === "conversations.create")!.input).toEqual({
      title: "New Chat",
    });
    expect(locationNow()).toBe("/chat/42");
    expect(calls.find((c) => c.path === "chat.send")!.input).toMatchObject({
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
    expect(calls.some((c) => c.path === "chat.send")).toBe(false);
  });
});
