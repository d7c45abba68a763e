import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp, signedInAuth } from "../../test/render-app";
import { ApiTestError, fakeTrpc } from "../../test/trpc-msw";
import { LegalDisclaimerDialog } from "./legal-disclaimer-dialog";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const STATUS = { hasAccepted: true, acceptedAt: "2025-06-01T00:00:00.000Z", version: "2025-06" };

describe("LegalDisclaimerDialog", () => {
  it("needs the box ticked, shows 'Processing...' while saving, then reports acceptance", async () => {
    let release!: () => void;
    server.use(
      fakeTrpc({
        "legal.accept": () => new Promise((resolve) => (release = () => resolve(STATUS))),
      }),
    );
    const onAccepted = vi.fn();
    const user = userEvent.setup();
    renderApp(<LegalDisclaimerDialog open onAccepted={onAccepted} />, { auth: signedInAuth() });

    expect(screen.getByRole("dialog", { name: "Important Legal Disclaimer" })).toHaveTextContent(
      "call 911",
    );
    const accept = screen.getByRole("button", { name: "Accept & Continue" });
    expect(accept).toBeDisabled();
    await user.click(
      screen.getByRole("checkbox", { name: "I understand and accept the terms outlined above" }),
    );
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());
  });

  it("works from the keyboard alone", async () => {
    server.use(fakeTrpc({ "legal.accept": () => STATUS }));
    const onAccepted = vi.fn();
    const user = userEvent.setup();
    renderApp(<LegalDisclaimerDialog open onAccepted={onAccepted} />, { auth: signedInAuth() });
    await waitFor(() =>
      expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement),
    );
    const box = screen.getByRole("checkbox");
    while (document.activeElement !== box) await user.tab();
    await user.keyboard(" ");
    await user.tab();
    expect(screen.getByRole("button", { name: "Accept & Continue" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());
  });

  it("cannot be dismissed with Escape or an outside click", async () => {
    server.use(fakeTrpc({}));
    const user = userEvent.setup();
    renderApp(<LegalDisclaimerDialog open onAccepted={vi.fn()} />, { auth: signedInAuth() });
    await user.keyboard("{Escape}");
    await user.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    expect(screen.getByRole("dialog", { name: "Important Legal Disclaimer" })).toBeInTheDocument();
  });

  it("alerts and stays open when saving fails", async () => {
    server.use(
      fakeTrpc({
        "legal.accept": () => {
          throw new ApiTestError("INTERNAL_SERVER_ERROR", 500, "db down");
        },
      }),
    );
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const onAccepted = vi.fn();
    const user = userEvent.setup();
    renderApp(<LegalDisclaimerDialog open onAccepted={onAccepted} />, { auth: signedInAuth() });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Accept & Continue" }));
    await waitFor(
      () =>
        expect(alert).toHaveBeenCalledWith(
          "Failed to save legal acceptance. Please try again or refresh the page.",
        ),
      {
        timeout: 4_000,
      },
    );
    expect(onAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Accept & Continue" })).toBeEnabled();
  });
});
