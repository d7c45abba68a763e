import { screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { Route } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedOutAuth } from "../../test/render-app";
import { ApiTestError, fakeTrpc } from "../../test/trpc-msw";
import SharedPage from "./shared-page";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = "s".repeat(43);

function renderShared(answer: () => unknown) {
  server.use(fakeTrpc({ "shares.conversation": answer }));
  renderApp(<p>chat</p>, {
    auth: signedOutAuth,
    route: `/share/${TOKEN}`,
    routes: <Route path="/share/:token" element={<SharedPage />} />,
  });
}

describe("the shared page", () => {
  it("shows the questions, answers and sources read-only, with the dates, and asks not to be indexed", async () => {
    renderShared(() => ({
      title: "Your baby's naps",
      sharedAt: "2026-11-20T10:00:00.000Z",
      expiresAt: "2026-12-20T10:00:00.000Z",
      messages: [
        {
          role: "user",
          content: "How many naps for your baby?",
          createdAt: "2026-11-20T09:00:00.000Z",
          sources: [],
          urgency: null,
          disposition: null,
        },
        {
          role: "assistant",
          content: "Usually three naps at this age.",
          createdAt: "2026-11-20T09:00:01.000Z",
          sources: [{ url: "https://www.nhs.uk/", title: "NHS" }],
          urgency: null,
          disposition: null,
        },
      ],
    }));
    expect(await screen.findByRole("heading", { name: "Your baby's naps" })).toBeVisible();
    expect(screen.getByText(/Shared on .*2026/)).toBeVisible();
    expect(screen.getByText("How many naps for your baby?")).toBeVisible();
    expect(await screen.findByText("Usually three naps at this age.")).toBeVisible();
    expect(screen.getByRole("button", { name: /source/i })).toBeVisible();
    // Read-only: no rating, no edit, no question box.
    expect(screen.queryByRole("button", { name: /helpful/i })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
  });

  it.each([
    ["SHARE_REVOKED", 410, "This link was turned off"],
    ["SHARE_EXPIRED", 410, "This link has expired"],
    ["SHARE_NOT_FOUND", 404, "This link doesn't work"],
  ])("says plainly when the link is %s", async (reason, status, heading) => {
    renderShared(() => {
      throw new ApiTestError("NOT_FOUND", status, "ended", reason);
    });
    expect(await screen.findByRole("heading", { name: heading })).toBeVisible();
    expect(screen.getByRole("link", { name: "Ask Nestling your own question" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});
