// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { documentTitle } from "../../lib/document-title";
import { locationNow, renderApp, settleUntil, signedInAuth } from "../../test/render-app";
import { ApiTestError, fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { ChatScreen } from "./chat-screen";
import { GREETING_DELAY_MS, GREETING_MS_PER_WORD } from "./components/empty-chat";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const LONG_ANSWER = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ") + " The end.";

function reply(message: string, urgency: string | null) {
  return {
    userMessage: { id: 21, role: "user", content: message, createdAt: "x", sources: [] },
    assistantMessage: {
      id: 22,
      role: "assistant",
      content: LONG_ANSWER,
      createdAt: "x",
      sources: [],
      urgency,
    },
  };
}

let calls: RecordedCall[];
function serve(urgency: string | null = "routine") {
  server.use(
    fakeTrpc(
      {
        "feedback.get": () => {
          throw new ApiTestError("NOT_FOUND", 404, "No feedback yet");
        },
        "chat.send": (input) => reply((input as { message: string }).message, urgency),
        "conversations.page": () => ({
          items: [{ id: 7, title: "Naps at 4 months", updatedAt: "x" }],
          nextCursor: null,
        }),
        "conversations.create": () => ({
          id: 7,
          title: "New Chat",
          createdAt: "x",
          updatedAt: "x",
        }),
        "babyProfile.get": () => null,
        "conversations.messages": () => [],
        "conversations.byId": () => ({
          id: 7,
          title: "Naps at 4 months",
          createdAt: "x",
          updatedAt: "x",
          messages: [],
        }),
      },
      calls,
    ),
  );
}

const input = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
const revealing = () => document.querySelector("[data-revealing]");

async function askAndStartReveal(text = "How long should my baby nap?") {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: "Enter" });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  calls = [];
  vi.mocked(showToast).mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe("the word-by-word reveal", () => {
  it("shows the whole answer on Escape", async () => {
    serve();
    renderApp(<ChatScreen />);
    await askAndStartReveal();
    await settleUntil(() => expect(revealing()).not.toBeNull());
    fireEvent.keyDown(document, { key: "Escape" });
    await settleUntil(() => expect(revealing()).toBeNull());
    expect(document.querySelector("[data-role=assistant]")).toHaveTextContent("The end.");
  });

  it("shows the whole answer on a tap or click on it", async () => {
    serve();
    renderApp(<ChatScreen />);
    await askAndStartReveal();
    await settleUntil(() => expect(revealing()).not.toBeNull());
    fireEvent.pointerDown(revealing()!);
    await settleUntil(() => expect(revealing()).toBeNull());
    expect(document.querySelector("[data-role=assistant]")).toHaveTextContent("The end.");
  });

  it.each(["emergency", "urgent"])("shows an %s answer whole at once", async (urgency) => {
    serve(urgency);
    renderApp(<ChatScreen />);
    await askAndStartReveal("My baby is not breathing");
    await settleUntil(() =>
      expect(document.querySelector("[data-role=assistant]")).toHaveTextContent("The end."),
    );
    expect(revealing()).toBeNull();
  });
});

describe("small mends", () => {
  it("does not look up feedback for an answer that was just given", async () => {
    serve();
    renderApp(<ChatScreen />);
    await askAndStartReveal();
    await settleUntil(() => expect(revealing()).not.toBeNull());
    fireEvent.keyDown(document, { key: "Escape" });
    await settleUntil(() =>
      expect(
        within(screen.getByRole("group", { name: "Was this answer helpful?" })).getByRole(
          "button",
          { name: "Helpful" },
        ),
      ).toBeEnabled(),
    );
    expect(calls.some((c) => c.path === "feedback.get")).toBe(false);
  });

  it("keeps focus in the question box after a suggestion is picked", async () => {
    serve();
    renderApp(<ChatScreen />);
    await act(() => vi.advanceTimersByTimeAsync(GREETING_DELAY_MS + 40 * GREETING_MS_PER_WORD));
    await settleUntil(() =>
      expect(document.querySelector("[data-slot=suggested-questions] button")).not.toBeNull(),
    );
    const suggestion = document.querySelector<HTMLButtonElement>(
      "[data-slot=suggested-questions] button",
    )!;
    suggestion.focus();
    fireEvent.click(suggestion);
    expect(document.activeElement).toBe(input());
  });

  it("says 'New chat started' when the first question creates a conversation", async () => {
    serve();
    renderApp(<ChatScreen />, { auth: signedInAuth() });
    await askAndStartReveal();
    await settleUntil(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "New chat started",
          description: "Ready to answer your parenting questions!",
        }),
      ),
    );
  });

  it("names the browser tab after the open conversation", async () => {
    serve();
    renderApp(<ChatScreen />, { auth: signedInAuth(), route: "/chat/7" });
    await settleUntil(() => expect(document.title).toBe("Naps at 4 months – Nestling"));
    expect(documentTitle(null)).toBe("Nestling");
  });

  it("after a refused first question: back to a new chat, history refreshed, greeting at once", async () => {
    serve();
    server.use(
      fakeTrpc(
        {
          "chat.send": () => {
            throw new ApiTestError("BAD_REQUEST", 400, "I can only help with baby care.");
          },
          "conversations.page": () => ({ items: [], nextCursor: null }),
          "conversations.create": () => ({
            id: 9,
            title: "New Chat",
            createdAt: "x",
            updatedAt: "x",
          }),
          "conversations.messages": () => [],
          "babyProfile.get": () => null,
        },
        calls,
      ),
    );
    renderApp(<ChatScreen />, { auth: signedInAuth() });
    await act(() => vi.advanceTimersByTimeAsync(GREETING_DELAY_MS + 40 * GREETING_MS_PER_WORD));
    await settleUntil(() => expect(document.querySelector("[data-slot=greeting]")).not.toBeNull());
    const listsBefore = calls.filter((c) => c.path === "conversations.page").length;
    await askAndStartReveal("Should I buy bitcoin?");
    await settleUntil(() => expect(showToast).toHaveBeenCalled());
    await settleUntil(() => expect(locationNow()).toBe("/"));
    expect(input().value).toBe("Should I buy bitcoin?");
    await settleUntil(() =>
      expect(calls.filter((c) => c.path === "conversations.page").length).toBeGreaterThan(
        listsBefore,
      ),
    );
    // No "No messages yet" fallback, no replay: the greeting is back whole, with no timer run.
    expect(screen.queryByText("No messages yet. Start a conversation!")).toBeNull();
    await settleUntil(() => expect(document.querySelector("[data-slot=greeting]")).not.toBeNull());
    expect(document.querySelector("[data-slot=suggested-questions]")).not.toBeNull();
  });
});
