// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import type * as AnalyticsModule from "../../../lib/analytics";
import { fireEvent, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "@nestling/ui";
import { trackFeedbackSubmitted } from "../../../lib/analytics";
import { MessageFeedback } from "./message-feedback";
import { renderApp, settleUntil } from "../../../test/render-app";
import { ApiTestError, fakeTrpc, type RecordedCall } from "../../../test/trpc-msw";

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

let calls: RecordedCall[];
beforeEach(() => {
  calls = [];
  vi.mocked(showToast).mockClear();
  vi.mocked(trackFeedbackSubmitted).mockClear();
});

const noFeedback = () => {
  throw new ApiTestError("NOT_FOUND", 404, "No feedback for this message");
};
const submits = () => calls.filter((c) => c.path === "feedback.submit");

async function ready() {
  await settleUntil(() => expect(screen.getByRole("button", { name: "Helpful" })).toBeEnabled());
}

describe("MessageFeedback", () => {
  it("reads the existing rating first and shows it as final", async () => {
    server.use(fakeTrpc({ "feedback.get": () => ({ helpful: false }) }, calls));
    renderApp(<MessageFeedback messageId={7} />);
    await settleUntil(() => expect(screen.getByText("Marked as not helpful")).toBeInTheDocument());
    expect(calls[0]).toEqual({ path: "feedback.get", input: { messageId: 7 } });
    expect(screen.queryByRole("button", { name: "Helpful" })).toBeNull();
  });

  it("sends one rating, thanks the parent and becomes final", async () => {
    server.use(
      fakeTrpc({ "feedback.get": noFeedback, "feedback.submit": () => ({ ok: true }) }, calls),
    );
    renderApp(<MessageFeedback messageId={7} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Helpful" }));
    expect(screen.getByText("Marked as helpful")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Not helpful" })).toBeNull();
    await settleUntil(() => expect(showToast).toHaveBeenCalled());
    expect(submits()).toEqual([
      { path: "feedback.submit", input: { messageId: 7, helpful: true } },
    ]);
    expect(showToast).toHaveBeenCalledWith({
      title: "Thank you for your feedback!",
      description: "Your feedback helps us improve our responses.",
    });
    expect(trackFeedbackSubmitted).toHaveBeenCalledWith(7, true);
  });

  it("uses the negative thank-you for thumbs down", async () => {
    server.use(
      fakeTrpc({ "feedback.get": noFeedback, "feedback.submit": () => ({ ok: true }) }, calls),
    );
    renderApp(<MessageFeedback messageId={8} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Not helpful" }));
    expect(screen.getByText("Marked as not helpful")).toBeInTheDocument();
    await settleUntil(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Thank you for your feedback!",
        description: "We'll work on providing better answers.",
      }),
    );
    expect(trackFeedbackSubmitted).toHaveBeenCalledWith(8, false);
  });

  it("ignores 'already provided' silently and stays final", async () => {
    server.use(
      fakeTrpc(
        {
          "feedback.get": noFeedback,
          "feedback.submit": () => {
            throw new ApiTestError(
              "CONFLICT",
              409,
              "Feedback already provided for this message",
              "FEEDBACK_EXISTS",
            );
          },
        },
        calls,
      ),
    );
    renderApp(<MessageFeedback messageId={9} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Helpful" }));
    await settleUntil(() => expect(submits()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.getByText("Marked as helpful")).toBeInTheDocument();
  });

  it("reports any other failure and lets the parent rate again", async () => {
    server.use(
      fakeTrpc(
        {
          "feedback.get": noFeedback,
          "feedback.submit": () => {
            throw new ApiTestError("INTERNAL_SERVER_ERROR", 500, "Something went wrong");
          },
        },
        calls,
      ),
    );
    renderApp(<MessageFeedback messageId={10} />);
    await ready();
    fireEvent.click(screen.getByRole("button", { name: "Not helpful" }));
    await settleUntil(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: "Error",
        description: "Failed to submit feedback. Please try again.",
        variant: "destructive",
      }),
    );
    await settleUntil(() =>
      expect(screen.getByRole("button", { name: "Not helpful" })).toBeInTheDocument(),
    );
  });
});
