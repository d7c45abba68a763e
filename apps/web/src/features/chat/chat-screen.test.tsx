// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import type * as AnalyticsModule from "../../lib/analytics";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { trackSuggestedPromptClicked } from "../../lib/analytics";
import {
  ACTIVE_CONVERSATION,
  announceConversationChanged,
  announceNewConversation,
} from "../../lib/window-events";
import { GREETING_DELAY_MS, GREETING_MS_PER_WORD } from "./components/empty-chat";
import { SCROLL_DELAY_MS } from "./components/message-list";
import { REVEAL_MS_PER_WORD } from "./hooks/use-answer-reveal";
import { FIRST_TIME_GREETING, WELCOME_BACK_GREETINGS } from "./greetings";
import { SUGGESTIONS } from "./suggestions";
import { renderApp, signedInAuth, settleUntil } from "../../test/render-app";
import {
  ApiTestError,
  fakeTrpc,
  type RecordedCall,
  type FakeProcedures,
} from "../../test/trpc-msw";
import { ChatScreen } from "./chat-screen";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));
vi.mock("../../lib/analytics", async (importOriginal) => ({
  ...(await importOriginal<typeof AnalyticsModule>()),
  trackSuggestedPromptClicked: vi.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let calls: RecordedCall[];
const noProfile = () => {
  throw new ApiTestError("NOT_FOUND", 404, "No baby profile");
};
function serve(procedures: FakeProcedures = {}) {
  server.use(
    fakeTrpc(
      {
        "babyProfile.get": noProfile,
        "conversations.page": () => ({ items: [], nextCursor: null }),
        "feedback.get": () => {
          throw new ApiTestError("NOT_FOUND", 404, "none");
        },
        ...procedures,
      },
      calls,
    ),
  );
}

const SAVED = [
  {
    id: 1,
    role: "user",
    content: "Is a fever of 38 C high for a baby?",
    createdAt: "2025-06-01T10:00:00Z",
    sources: [],
    urgency: null,
  },
  {
    id: 2,
    role: "assistant",
    content: "For a baby under 3 months, 38 °C is a reason to **call the doctor**.",
    createdAt: "2025-06-01T10:00:01Z",
    sources: [{ url: "https://www.nhs.uk/conditions/fever-in-children/", title: "NHS" }],
    urgency: "urgent",
  },
];

const words = (text: string) => text.match(/\s*\S+/g)!.length;
const greeting = () => document.querySelector("[data-slot=greeting]");

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  calls = [];
  vi.mocked(showToast).mockClear();
  vi.mocked(trackSuggestedPromptClicked).mockClear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe("empty chat", () => {
  it("greets a first-time visitor after 1.5 s, 100 ms per word, then offers the newborn questions", async () => {
    serve();
    renderApp(<ChatScreen />);
    expect(screen.getByRole("status", { name: "Nestling is typing" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(GREETING_DELAY_MS - 1));
    expect(greeting()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(greeting()).toHaveTextContent(/^Hi$/);
    expect(greeting()!.closest("li")).toHaveAttribute("aria-busy", "true");
    await act(() => vi.advanceTimersByTimeAsync(GREETING_MS_PER_WORD));
    expect(greeting()).toHaveTextContent(/^Hi there!$/);
    expect(screen.queryByRole("heading", { name: "How can I help you today?" })).toBeNull();

    await act(() =>
      vi.advanceTimersByTimeAsync(GREETING_MS_PER_WORD * (words(FIRST_TIME_GREETING) - 2)),
    );
    expect(greeting()).toHaveTextContent(FIRST_TIME_GREETING);
    expect(greeting()).toHaveTextContent(/^Hi there! I'm Nestling/);
    expect(greeting()).toHaveTextContent("trusted medical sources");
    expect(greeting()).toHaveTextContent(/What's going on today\?$/);
    expect(greeting()!.closest("li")).toHaveAttribute("aria-busy", "false");

    const section = screen.getByRole("region", { name: "How can I help you today?" });
    const buttons = within(section).getAllByRole("button");
    expect(buttons).toHaveLength(8);
    expect(buttons.map((b) => b.textContent)).toEqual(
      SUGGESTIONS["0-2"].map((s) => s.category + s.text),
    );
  });

  it("welcomes back a parent who has conversations, with questions for the baby's age", async () => {
    vi.setSystemTime(new Date("2025-06-15T12:00:00Z"));
    serve({
      "conversations.page": () => ({
        items: [{ id: 5, title: "Sleep", updatedAt: "2025-06-01T10:00:00Z" }],
        nextCursor: null,
      }),
      "babyProfile.get": () => ({ name: "Mia", dateOfBirth: "2025-01-10", feedingType: "formula" }),
    });
    renderApp(<ChatScreen />, { auth: signedInAuth() });
    await settleUntil(() =>
      expect(calls.map((c) => c.path)).toEqual(
        expect.arrayContaining(["conversations.page", "babyProfile.get"]),
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(GREETING_DELAY_MS + GREETING_MS_PER_WORD * 20));
    expect(WELCOME_BACK_GREETINGS).toContain(greeting()!.textContent);
    const section = screen.getByRole("region", { name: "Questions for your 5-month-old" });
    expect(
      within(section)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(SUGGESTIONS["3-5"].map((s) => s.category + s.text));
  });

  it("sends a suggestion at once when tapped, and records it", async () => {
    serve({ "chat.send": () => new Promise(() => {}) });
    renderApp(<ChatScreen />);
    await act(() =>
      vi.advanceTimersByTimeAsync(
        GREETING_DELAY_MS + GREETING_MS_PER_WORD * words(FIRST_TIME_GREETING),
      ),
    );
    const suggestion = SUGGESTIONS["0-2"][2]!;
    fireEvent.click(
      screen.getByRole("button", { name: new RegExp(suggestion.text.replace(/[?]/g, "\\?")) }),
    );
    expect(
      within(screen.getByRole("list", { name: "Messages" })).getByText(suggestion.text),
    ).toBeInTheDocument();
    expect(trackSuggestedPromptClicked).toHaveBeenCalledWith(suggestion.text, suggestion.category);
    await settleUntil(() =>
      expect(calls.find((c) => c.path === "chat.send")?.input).toMatchObject({
        message: suggestion.text,
      }),
    );
  });
});

describe("a saved conversation", () => {
  it("shows 'Loading conversation...', then its messages, and scrolls to the end 100 ms later", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({ "conversations.messages": async () => (await gate, SAVED) });
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    const activated = vi.fn();
    window.addEventListener(ACTIVE_CONVERSATION, activated);
    renderApp(<ChatScreen />, { route: "/chat/5", auth: signedInAuth() });

    expect(screen.getByText("Loading conversation...")).toBeInTheDocument();
    release();
    await settleUntil(() =>
      expect(screen.getByText("Is a fever of 38 C high for a baby?")).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.path === "conversations.messages")!.input).toEqual({ id: 5 });
    const list = screen.getByRole("list", { name: "Messages" });
    expect(within(list).getByRole("note")).toHaveTextContent("Call your pediatrician now");
    // The Markdown renderer arrives a moment later; until then the text shows as it is.
    await settleUntil(() =>
      expect(list.querySelector("strong")).toHaveTextContent("call the doctor"),
    );
    expect(activated).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { conversationId: 5 } }),
    );
    window.removeEventListener(ACTIVE_CONVERSATION, activated);

    scrolled.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_DELAY_MS - 1));
    expect(scrolled).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrolled).toHaveBeenCalledWith({ block: "end" });
    scrolled.mockRestore();
  });

  it("empties the list and says so when the messages cannot be loaded", async () => {
    serve({
      "conversations.messages": () => {
        throw new ApiTestError("NOT_FOUND", 404, "Conversation not found");
      },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp(<ChatScreen />, { route: "/chat/99", auth: signedInAuth() });
    await settleUntil(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Error",
        description: "Failed to load conversation messages",
        variant: "destructive",
      }),
    );
    expect(screen.getByText("No messages yet. Start a conversation!")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Messages" })).toBeNull();
    expect(warn).toHaveBeenCalledWith("[chat] Failed to fetch messages: 404");
    // A missing conversation is not asked for again.
    expect(calls.filter((c) => c.path === "conversations.messages")).toHaveLength(1);
    warn.mockRestore();
  });

  it("shows the fallback for a conversation without messages", async () => {
    serve({ "conversations.messages": () => [] });
    renderApp(<ChatScreen />, { route: "/chat/6", auth: signedInAuth() });
    await settleUntil(() =>
      expect(screen.getByText("No messages yet. Start a conversation!")).toBeInTheDocument(),
    );
  });

  it("refuses an address that names no conversation", () => {
    serve();
    renderApp(<ChatScreen />, { route: "/chat/not-a-number", auth: signedInAuth() });
    expect(screen.getByText(/This conversation could not be found/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });
});

describe("switching conversations", () => {
  it("clears the input when another conversation is opened", async () => {
    serve({ "conversations.messages": () => SAVED });
    renderApp(<ChatScreen />, { route: "/chat/5", auth: signedInAuth() });
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
    fireEvent.change(box, { target: { value: "half-typed" } });
    act(() => announceConversationChanged(6));
    expect(box.value).toBe("");
  });

  it("starts a visitor's new conversation on 'new-conversation'", async () => {
    serve({
      "chat.send": (input) => ({
        userMessage: {
          id: 1,
          role: "user",
          content: (input as { message: string }).message,
          createdAt: "x",
          sources: [],
          urgency: null,
        },
        assistantMessage: {
          id: 2,
          role: "assistant",
          content: "Short answer.",
          createdAt: "x",
          sources: [],
          urgency: "routine",
        },
      }),
    });
    renderApp(<ChatScreen />);
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
    fireEvent.change(box, { target: { value: "First question" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await settleUntil(() => expect(document.querySelector("[data-revealing]")).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_MS_PER_WORD));
    expect(
      within(screen.getByRole("list", { name: "Messages" })).getByText("Short answer."),
    ).toBeInTheDocument();
    const firstId = (calls.find((c) => c.path === "chat.send")!.input as { conversationId: string })
      .conversationId;

    act(() => announceNewConversation());
    expect(screen.queryByRole("list", { name: "Messages" })).toBeNull();
    fireEvent.change(box, { target: { value: "Second question" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await settleUntil(() => expect(calls.filter((c) => c.path === "chat.send")).toHaveLength(2));
    const secondId = (
      calls.filter((c) => c.path === "chat.send")[1]!.input as { conversationId: string }
    ).conversationId;
    expect(secondId).toMatch(/^temp_/);
    expect(secondId).not.toBe(firstId);
  });
});
