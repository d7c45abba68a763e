import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useAtomValue } from "jotai";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp, signedInAuth, signedOutAuth } from "../../test/render-app";
import {
  ApiTestError,
  fakeTrpc,
  type FakeProcedures,
  type RecordedCall,
} from "../../test/trpc-msw";
import { SUMMARY_MONTH_MS } from "../profile/baby-age";
import { signInDialogOpenAtom } from "../auth/sign-in-atoms";
import { mobileSidebarOpenAtom } from "../sidebar/sidebar-atoms";
import { TopBar } from "./top-bar";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const monthsAgo = (n: number) => new Date(Date.now() - n * SUMMARY_MONTH_MS - 60_000).toISOString();
function api(procedures: FakeProcedures) {
  server.use(fakeTrpc(procedures));
}

function SignInProbe() {
  return (
    <p data-testid="sign-in-state">{useAtomValue(signInDialogOpenAtom) ? "open" : "closed"}</p>
  );
}

function DrawerState() {
  return (
    <p data-testid="drawer-state">{useAtomValue(mobileSidebarOpenAtom) ? "open" : "closed"}</p>
  );
}

describe("TopBar", () => {
  it("shows the full name, the baby summary and the initial while the photo loads", async () => {
    api({ "babyProfile.get": () => ({ name: "Emma", dateOfBirth: monthsAgo(3) }) });
    renderApp(<TopBar />, {
      auth: signedInAuth({ profileImageUrl: "https://example.com/dana.png" }),
    });
    expect(screen.getByTestId("top-bar-name")).toHaveTextContent("Dana Lee");
    expect(await screen.findByTestId("baby-summary")).toHaveTextContent("Baby Emma, 3 months");
    expect(screen.getByRole("img", { name: "Dana Lee" })).toHaveTextContent("D");
  });

  it("falls back to the e-mail name and letter, and 'Your baby' without a baby name", async () => {
    api({ "babyProfile.get": () => ({ name: null, dateOfBirth: monthsAgo(7) }) });
    renderApp(<TopBar />, {
      auth: signedInAuth({ firstName: null, lastName: null, email: "sam@example.org" }),
    });
    expect(screen.getByTestId("top-bar-name")).toHaveTextContent("sam");
    expect(screen.getByRole("img", { name: "sam" })).toHaveTextContent("S");
    expect(await screen.findByTestId("baby-summary")).toHaveTextContent("Your baby, 7 months");
  });

  it("shows 'User' and 'U' with nothing to go on", () => {
    api({ "babyProfile.get": () => Promise.reject(new ApiTestError("NOT_FOUND", 404)) });
    renderApp(<TopBar />, { auth: signedInAuth({ firstName: null, lastName: null, email: null }) });
    expect(screen.getByTestId("top-bar-name")).toHaveTextContent("User");
    expect(screen.getByRole("img", { name: "User" })).toHaveTextContent("U");
  });

  it("leaves out the baby line when there is no profile", async () => {
    const calls: RecordedCall[] = [];
    server.use(
      fakeTrpc(
        {
          "babyProfile.get": () => {
            throw new ApiTestError("NOT_FOUND", 404, "No baby profile yet");
          },
        },
        calls,
      ),
    );
    renderApp(<TopBar />, { auth: signedInAuth() });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("babyProfile.get"));
    expect(screen.queryByTestId("baby-summary")).not.toBeInTheDocument();
  });

  it("offers sign-in instead of a name when signed out, without asking for a profile", async () => {
    const calls: RecordedCall[] = [];
    server.use(fakeTrpc({}, calls));
    const user = userEvent.setup();
    renderApp(
      <>
        <TopBar />
        <SignInProbe />
      </>,
      { auth: signedOutAuth },
    );
    expect(screen.queryByTestId("top-bar-name")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByTestId("sign-in-state")).toHaveTextContent("open");
    expect(calls).toEqual([]);
  });

  it("shows the logo with its BETA badge and a menu button that opens the drawer", async () => {
    api({});
    const user = userEvent.setup();
    renderApp(
      <>
        <TopBar />
        <DrawerState />
      </>,
    );
    const brand = screen.getByTestId("top-bar-brand");
    expect(brand).toHaveTextContent("Nestling");
    expect(brand).toHaveTextContent("BETA");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByTestId("drawer-state")).toHaveTextContent("open");
  });
});
