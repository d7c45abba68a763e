import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Route } from "react-router";
import { renderApp, signedInAuth, signedOutAuth } from "../test/render-app";
import { fakeTrpc } from "../test/trpc-msw";
import { AppRoutes } from "./app-routes";

// The chat area has its own suites; here it only marks where the chat renders.
vi.mock("../features/chat/chat-screen", () => ({
  ChatScreen: () => <p data-testid="chat-area">chat</p>,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(route: string, auth = signedOutAuth) {
  server.use(
    fakeTrpc({
      "config.firebase": () => null,
      "conversations.page": () => ({ items: [], nextCursor: null }),
      "babyProfile.get": () => ({ name: "Emma", dateOfBirth: "2025-01-01" }),
      "legal.status": () => ({ hasAccepted: true, acceptedAt: null, version: "1" }),
    }),
  );
  // AppRoutes brings its own <Routes>; mount it as the catch-all of the test router.
  return renderApp(<AppRoutes />, {
    route,
    auth,
    routes: <Route path="*" element={<AppRoutes />} />,
  });
}

describe("routes", () => {
  // First in the file: once a lazy page has loaded, React renders it without suspending again.
  it("shows the loading logo while a page loads", async () => {
    open("/privacy");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
  });

  it.each(["/", "/chat/12"])("renders the chat inside the shell for %s", async (route) => {
    open(route);
    expect(await screen.findByTestId("chat-area")).toBeInTheDocument();
    expect(screen.getByTestId("sidebar")).toBeInTheDocument();
    expect(screen.getByTestId("safety-banner")).toBeInTheDocument();
  });

  it.each([
    ["/help", "Help & FAQ"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Use"],
    ["/debug", "Debug information"],
    ["/settings", "Settings"],
  ])("loads %s lazily inside the shell", async (route, heading) => {
    open(route, signedInAuth());
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId("sidebar")).toBeInTheDocument();
  });

  it.each([
    ["/public-help", "Help & FAQ"],
    ["/public-privacy", "Privacy Policy"],
    ["/public-terms", "Terms of Use"],
  ])("serves %s without the app shell", async (route, heading) => {
    open(route);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByTestId("sidebar")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Nestling" })).toHaveAttribute("href", "/");
  });

  it("shows a not-found page for any other path", async () => {
    open("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Nestling" })).toHaveAttribute("href", "/");
  });

  it("explains what is stored and how to delete it on the privacy page", async () => {
    open("/privacy");
    const page = await screen.findByRole("article");
    for (const text of [
      "Your account",
      "Your baby's profile",
      "Your conversations",
      "Feedback",
      "How to delete your data",
    ]) {
      expect(within(page).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(page).toHaveTextContent("Delete My Account");
  });

  it("states the educational-only notice and emergency number in the terms", async () => {
    open("/terms");
    const page = await screen.findByRole("article");
    expect(page).toHaveTextContent("Educational use only");
    expect(within(page).getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
  });

  it("opens source links from the help page in a new tab", async () => {
    open("/help");
    const link = await screen.findByRole("link", { name: "Mayo Clinic" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows app version and auth state on the debug page", async () => {
    open("/debug", signedInAuth());
    expect(await screen.findByTestId("debug-app-version")).toHaveTextContent("1.0.0");
    expect(screen.getByTestId("debug-auth-state")).toHaveTextContent("signed-in");
  });
});
