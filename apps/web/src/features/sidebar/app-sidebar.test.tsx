import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "react-router";
import { useActiveConversationSync } from "../../lib/active-conversation";
import { announceActiveConversation } from "../../lib/window-events";
import { locationNow, renderApp, signedInAuth, signedOutAuth } from "../../test/render-app";
import { fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { TopBar } from "../layout/top-bar";
import { AppSidebar } from "./app-sidebar";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CONVERSATIONS = [
  { id: 1, title: "Night feeds", updatedAt: "2025-06-01T08:00:00.000Z" },
  { id: 2, title: "Teething pain", updatedAt: "2025-06-03T08:00:00.000Z" },
  { id: 3, title: "Starting solids", updatedAt: "2025-06-02T08:00:00.000Z" },
];

function Screen() {
  useActiveConversationSync();
  return (
    <>
      <AppSidebar />
      <TopBar />
    </>
  );
}

function setWidth(px: number) {
  Object.defineProperty(window, "innerWidth", { value: px, configurable: true });
}

let calls: RecordedCall[];
beforeEach(() => {
  calls = [];
  server.use(
    fakeTrpc(
      {
        "conversations.page": () => ({ items: CONVERSATIONS, nextCursor: null }),
        "babyProfile.get": () => null,
      },
      calls,
    ),
  );
  setWidth(1280);
});

describe("sidebar on a wide screen", () => {
  it("lists the history newest first with the open conversation highlighted", async () => {
    renderApp(<Screen />, { auth: signedInAuth(), route: "/chat/3" });
    const list = await screen.findByTestId("chat-history");
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Teething pain",
      "Starting solids",
      "Night feeds",
    ]);
    expect(within(list).getByRole("link", { name: "Starting solids" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(list).getByRole("link", { name: "Teething pain" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("opens a conversation and announces 'conversation-changed'", async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    window.addEventListener("conversation-changed", (e) => changed((e as CustomEvent).detail));
    renderApp(<Screen />, { auth: signedInAuth() });
    await user.click(await screen.findByRole("link", { name: "Night feeds" }));
    expect(locationNow()).toBe("/chat/1");
    expect(changed).toHaveBeenCalledWith({ conversationId: 1 });
    expect(screen.getByRole("link", { name: "Night feeds" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("follows an 'active-conversation' event", async () => {
    renderApp(<Screen />, { auth: signedInAuth() });
    await screen.findByTestId("chat-history");
    act(() => announceActiveConversation(2));
    expect(screen.getByRole("link", { name: "Teething pain" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("starts a new question: goes to / and announces 'new-conversation'", async () => {
    const user = userEvent.setup();
    const fresh = vi.fn();
    window.addEventListener("new-conversation", fresh);
    renderApp(<Screen />, { auth: signedInAuth(), route: "/chat/2" });
    await screen.findByTestId("chat-history");
    await user.click(screen.getAllByRole("button", { name: "New Baby Question" })[0]!);
    expect(locationNow()).toBe("/");
    expect(fresh).toHaveBeenCalledOnce();
    expect(screen.queryByRole("link", { current: "page" })).not.toBeInTheDocument();
  });

  it("has Help & FAQ, Settings and Sign Out in the footer when signed in", async () => {
    const user = userEvent.setup();
    const auth = signedInAuth();
    renderApp(<Screen />, { auth });
    const sidebar = screen.getByTestId("sidebar");
    expect(within(sidebar).getByRole("link", { name: "Help & FAQ" })).toHaveAttribute(
      "href",
      "/help",
    );
    expect(within(sidebar).getByRole("button", { name: "Settings" })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalledWith({ source: "sidebar" });
  });

  it("fetches no history when signed out and offers Continue with Google", async () => {
    renderApp(<Screen />, { auth: signedOutAuth });
    const sidebar = screen.getByTestId("sidebar");
    // The column's content is loaded apart from the entry.
    expect(
      await within(sidebar).findByRole("button", { name: "Continue with Google" }),
    ).toBeInTheDocument();
    expect(within(sidebar).queryByText("Chat History")).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole("button", { name: "Sign Out" })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain("conversations.page");
  });
});

describe("a window that narrows", () => {
  it("keeps the column's content mounted, so what is open in it survives", async () => {
    const user = userEvent.setup();
    renderApp(<Screen />, { auth: signedInAuth() });
    const column = screen.getByTestId("sidebar");
    const history = await within(column).findByTestId("chat-history");
    setWidth(390);
    // Any re-render reads the new width; opening the menu is one a parent would cause.
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog", { name: "Menu" });
    expect(column).toContainElement(history);
  });
});

describe("sidebar as a drawer below 768px", () => {
  beforeEach(() => setWidth(390));

  it("leaves the hidden wide-screen column empty on a phone, and fetches no history for it", async () => {
    renderApp(<Screen />, { auth: signedInAuth() });
    await screen.findByRole("button", { name: "Open menu" });
    expect(screen.getByTestId("sidebar")).toBeEmptyDOMElement();
    expect(calls.map((c) => c.path)).not.toContain("conversations.page");
  });

  it("opens from the menu button and closes on an overlay tap", async () => {
    const user = userEvent.setup();
    renderApp(<Screen />, { auth: signedInAuth() });
    expect(screen.queryByTestId("sidebar-drawer")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    // The drawer's code loads on this first open.
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await user.click(document.querySelector('[data-slot="sheet-overlay"]') as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument(),
    );
  });

  it("closes after navigating to a conversation", async () => {
    const user = userEvent.setup();
    renderApp(<Screen />, { auth: signedInAuth() });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(await within(drawer).findByRole("link", { name: "Teething pain" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument(),
    );
    expect(locationNow()).toBe("/chat/2");
  });

  it("closes after following the Help link", async () => {
    const user = userEvent.setup();
    renderApp(<Screen />, {
      auth: signedOutAuth,
      routes: <Route path="/help" element={<Screen />} />,
    });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", {
        name: "Help & FAQ",
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument(),
    );
    expect(locationNow()).toBe("/help");
  });
});
