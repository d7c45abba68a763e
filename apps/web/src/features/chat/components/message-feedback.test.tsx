// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import type * as AnalyticsModule from "../../../lib/analytics";
import { fireEvent, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { trackFeedbackSubmitted } from "../../../lib/analytics";
import { renderWithProviders, waitUntil } from "../test/render-chat";
import { TrpcTestError, trpcHandler, type TrpcCall } from "../test/trpc-msw";
import { MessageFeedback } from "./message-feedback";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));
vi.mock("../../../lib/analytics", async (importOriginal) => ({
  ...(await importOriginal<typeof AnalyticsModule>()),
  trackFeedbackSubmitted: vi.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

let calls: TrpcCall[];
beforeEach(() => {
  calls = [];
  vi.mocked(showToast).mockClear();
  vi.mocked(trackFeedbackSubmitted).mockClear();
});

const noFeedback = () => {
  throw new TrpcTestError("NOT_FOUND", 404, "No feedback for this message");
};
const submits = () => calls.filter((c) => c.path === "feedback.submit");

async function ready() {
  await waitUntil(() => expect(screen.getByRole("button", { name: "Helpful" })).toBeEnabled());
}

describe("MessageFeedback", () => {
  it("reads the existing rating first and shows it as final", async () => {
    server.use(trpcHandler({ "feedback.get": () => ({ helpful: false }) }, calls));
    renderWithProviders(<MessageFeedback messageId={7} />);
    await waitUntil(() => expect(screen.getByText("Marked as not helpful")).toBeInTheDocument());
    expect(calls[0]).toEqual({ path: "feedback.get", input: { messageId: 7 } });
    expect(screen.queryByRole("button", { name: "Helpful" })).toBeNull();
  });

  it("sends one rating, thanks the parent and becomes final", async () => {
    server.use(trpcHandler({ "feedback.get": noFeedback, "feedback.submit": () => ({ ok: true }) }, calls));
    renderWithProviders(<MessageFeedback messageId={7} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Helpful" }));
    expect(screen.getByText("Marked as helpful")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Not helpful" })).toBeNull();
    await waitUntil(() => expect(showToast).toHaveBeenCalled());
    expect(submits()).toEqual([{ path: "feedback.submit", input: { messageId: 7, helpful: true } }]);
    expect(showToast).toHaveBeenCalledWith({
      title: "Thank you for your feedback!",
      description: "Your feedback helps us improve our responses.",
    });
    expect(trackFeedbackSubmitted).toHaveBeenCalledWith(7, true);
  });

  it("uses the negative thank-you for thumbs down", async () => {
    server.use(trpcHandler({ "feedback.get": noFeedback, "feedback.submit": () => ({ ok: true }) }, calls));
    renderWithProviders(<MessageFeedback messageId={8} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Not helpful" }));
    expect(screen.getByText("Marked as not helpful")).toBeInTheDocument();
    await waitUntil(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Thank you for your feedback!",
        description: "We'll work on providing better answers.",
      }),
    );
    expect(trackFeedbackSubmitted).toHaveBeenCalledWith(8, false);
  });

  it("ignores 'already provided' silently and stays final", async () => {
    server.use(
      trpcHandler(
        {
          "feedback.get": noFeedback,
          "feedback.submit": () => {
            throw new TrpcTestError("CONFLICT", 409, "Feedback already provided for this message");
          },
        },
        calls,
      ),
    );
    renderWithProviders(<MessageFeedback messageId={9} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Helpful" }));
    await waitUntil(() => expect(submits()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.getByText("Marked as helpful")).toBeInTheDocument();
  });

  it("reports any other failure and lets the parent rate again", async () => {
    server.use(
      trpcHandler(
        {
          "feedback.get": noFeedback,
          "feedback.submit": () => {
            throw new TrpcTestError("INTERNAL_SERVER_ERROR", 500, "Something went wrong");
          },
        },
        calls,
      ),
    );
    renderWithProviders(<MessageFeedback messageId={10} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Not helpful" }));
    await waitUntil(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Error",
        description: "Failed to submit feedback. Please try again.",
        variant: "destructive",
      }),
    );
    await waitUntil(() => expect(screen.getByRole("button", { name: "Not helpful" })).toBeInTheDocument());
  });
});
