// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import type * as AnswerStreamModule from "../lib/answer-stream";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { renderApp, settleUntil, signedInAuth } from "../../../test/render-app";
import { ApiTestError, fakeTrpc } from "../../../test/trpc-msw";
import { ChatScreen } from "../chat-screen";
import type { StreamHandlers } from "../lib/answer-stream";
import { INTERRUPTED_ANNOUNCEMENT, STOPPED_REFETCH_MS } from "./use-send-message";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));

/**
 * The stream as the browser's link delivers it: the real `streamAnswer` over a client whose
 * subscription the test plays, here starting an answer and then losing the connection.
 */
vi.mock("../lib/answer-stream", async (importOriginal) => {
  const real = await importOriginal<typeof AnswerStreamModule>();
  return {
    ...real,
    canStream: () => true,
    streamAnswer: (_client: unknown, input: unknown, handlers: StreamHandlers) =>
      real.streamAnswer(
        {
          chat: {
            stream: {
              subscribe: (_input: unknown, observer: Parameters<typeof droppingServer>[0]) =>
                droppingServer(observer),
            },
          },
        } as never,
        input as never,
        handlers,
      ),
  };
});

const SOURCE = { url: "https://www.nhs.uk/baby/sleep/", title: "Safe sleep" };
const SHOWN = "Most babies of this age nap [1] for an hour or two";

function droppingServer(observer: {
  onData(event: unknown): void;
  onConnectionStateChange(state: { state: string; error: unknown }): void;
}) {
  queueMicrotask(() => {
    observer.onData({
      type: "start",
      lead: "",
      sources: [SOURCE],
      urgency: "routine",
      disposition: "home",
    });
    observer.onData({ type: "text", text: SHOWN });
    // The link lost the connection and would reconnect (and so ask again).
    observer.onConnectionStateChange({ state: "connecting", error: new Error("network error") });
  });
  return { unsubscribe: () => {} };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const QUESTION = "How long should naps be?";
const stored = [
  { id: 31, role: "user", content: QUESTION, createdAt: "x", sources: [] },
  {
    id: 32,
    role: "assistant",
    content: "Most babies of this age nap [1](https://www.nhs.uk/baby/sleep/) for an hour or two",
    createdAt: "x",
    sources: [SOURCE],
    urgency: "routine",
    stopped: true,
  },
];

let storedByServer: unknown[];
let fetches: number;
function serve() {
  fetches = 0;
  server.use(
    fakeTrpc({
      "feedback.get": () => {
        throw new ApiTestError("NOT_FOUND", 404, "No feedback yet");
      },
      "conversations.page": () => ({ items: [], nextCursor: null }),
      "babyProfile.get": () => null,
      "conversations.messages": () => (fetches++ === 0 ? [] : storedByServer),
      "conversations.byId": () => ({ id: 7, title: QUESTION, createdAt: "x", updatedAt: "x" }),
    }),
  );
}

const input = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
const answer = () => document.querySelector("[data-role=assistant]");

async function askAndDrop() {
  renderApp(<ChatScreen />, { route: "/chat/7", auth: signedInAuth() });
  await settleUntil(() => expect(fetches).toBe(1));
  fireEvent.change(input(), { target: { value: QUESTION } });
  fireEvent.keyDown(input(), { key: "Enter" });
  await settleUntil(() => expect(answer()).not.toBeNull());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.mocked(showToast).mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe("an answer whose connection drops", () => {
  it("keeps what was shown, says the connection dropped, then shows the stored answer", async () => {
    storedByServer = stored;
    serve();
    await askAndDrop();
    const shown = answer()!;
    expect(shown).toHaveTextContent("Most babies of this age nap");
    expect(shown).toHaveTextContent("The connection dropped before this answer finished.");
    expect(shown).not.toHaveAttribute("aria-busy");
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(INTERRUPTED_ANNOUNCEMENT);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: "Connection lost" }));
    // Not a hang: the input is free again.
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(STOPPED_REFETCH_MS));
    await settleUntil(() => expect(answer()).toHaveAttribute("data-message-id", "32"));
    expect(within(answer() as HTMLElement).getByRole("button", { name: "Copy" })).toBeEnabled();
    expect(input().value).toBe("");
  });

  it("gives the question back to ask again when the server went down before storing it", async () => {
    storedByServer = [];
    serve();
    await askAndDrop();
    await act(() => vi.advanceTimersByTimeAsync(STOPPED_REFETCH_MS));
    await settleUntil(() => expect(input().value).toBe(QUESTION));
    expect(answer()).toBeNull();
  });
});
