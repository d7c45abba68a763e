import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderApp, settleUntil, signedInAuth } from "../../test/render-app";
import { fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { ShareButton } from "./share-button";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = "t".repeat(43);
let active: { createdAt: string; expiresAt: string } | null;
let calls: RecordedCall[];
beforeEach(() => {
  calls = [];
  active = null;
  server.use(
    fakeTrpc(
      {
        "shares.current": () => ({ active }),
        "shares.create": () => {
          active = { createdAt: "2026-11-23T10:00:00.000Z", expiresAt: "2026-12-23T10:00:00.000Z" };
          return { ...active, token: TOKEN, path: `/share/${TOKEN}` };
        },
        "shares.revoke": () => {
          active = null;
          return { revoked: 1 };
        },
      },
      calls,
    ),
  );
});

describe("Share", () => {
  it("makes a link to copy, says when it ends, and turns it off", async () => {
    const user = userEvent.setup();
    renderApp(<ShareButton conversationId={7} />, { auth: signedInAuth() });
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this conversation" });
    expect(dialog).toHaveTextContent("never shown");
    await user.click(await within(dialog).findByRole("button", { name: "Create link" }));
    const link = await within(dialog).findByRole("textbox", { name: "Share link" });
    expect(link).toHaveValue(`${window.location.origin}/share/${TOKEN}`);
    expect(dialog).toHaveTextContent(/works until .*2026/);
    expect(calls.find((c) => c.path === "shares.create")?.input).toEqual({ conversationId: 7 });

    await user.click(within(dialog).getByRole("button", { name: "Turn off link" }));
    await settleUntil(() =>
      expect(within(dialog).getByRole("button", { name: "Create link" })).toBeVisible(),
    );
    expect(within(dialog).queryByRole("textbox", { name: "Share link" })).toBeNull();
    expect(calls.find((c) => c.path === "shares.revoke")?.input).toEqual({ conversationId: 7 });
  });

  it("tells a parent whose link is on that a new one replaces it, and returns focus on close", async () => {
    active = { createdAt: "2026-11-23T10:00:00.000Z", expiresAt: "2026-12-23T10:00:00.000Z" };
    const user = userEvent.setup();
    renderApp(<ShareButton conversationId={7} />, { auth: signedInAuth() });
    const button = screen.getByRole("button", { name: "Share" });
    await user.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/A link is on until/)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Make a new link" })).toBeEnabled();
    await user.keyboard("{Escape}");
    await settleUntil(() => expect(button).toHaveFocus());
  });
});
