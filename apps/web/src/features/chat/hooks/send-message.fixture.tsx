// Shared by the send-message tests: the mocked toast, navigation and analytics, a fake API whose
// chat.send waits for \`sending.open()\`, and the chat screen's controls.
import type * as UiModule from "@nestling/ui";
import type * as Navigation from "../../../lib/navigation";
import type * as AnalyticsModule from "../../../lib/analytics";
import { fireEvent, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { fullNavigate } from "../../../lib/navigation";
import {
  ApiTestError,
  fakeTrpc,
  type RecordedCall,
  type FakeProcedures,
} from "../../../test/trpc-msw";

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

export const ANSWER =
  "Place your baby on their back for every sleep [1](https://www.cdc.gov/sids/about/index.html). Keep the crib bare.";
export const ANSWER_WORDS = ANSWER.match(/\s*\S+/g)!.length;

export function answerFor(message: string, conversationId: unknown) {
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

/** The calls the fake API received, and the gate chat.send waits at (reset before each test). */
export const sending = { calls: [] as RecordedCall[], open: () => {} };
let sendGate: Promise<void>;

export function serve(overrides: FakeProcedures = {}) {
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
      sending.calls,
    ),
  );
}

export const input = () =>
  screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
export const sendButton = () => screen.getByRole("button", { name: "Send message" });
export const messageList = () => screen.getByRole("list", { name: "Messages" });

export function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  sending.calls = [];
  sendGate = new Promise((resolve) => (sending.open = resolve));
  vi.mocked(showToast).mockClear();
  vi.mocked(fullNavigate).mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
