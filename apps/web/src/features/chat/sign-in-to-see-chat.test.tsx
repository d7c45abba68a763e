// @vitest-environment jsdom
import type * as UiModule from "@nestling/ui";
import { showToast } from "@nestling/ui";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { ApiTestError, fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { signInDialogOpenAtom } from "../auth/sign-in-atoms";
import { ChatScreen } from "./chat-screen";
import { draftAtom } from "./chat-atoms";
import { saveDraft, takeDraft } from "./lib/saved-draft";

vi.mock("@nestling/ui", async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showToast: vi.fn(),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

let calls: RecordedCall[];
beforeEach(() => {
  calls = [];
  vi.mocked(showToast).mockClear();
  server.use(
    fakeTrpc(
      {
        "config.firebase": () => null,
        "config.regions": () => [],
        "babyProfile.get": () => null,
        "conversations.messages": () => {
          throw new ApiTestError("UNAUTHORIZED", 401, "Sign in first");
        },
        "chat.send": () => {
          throw new ApiTestError("UNAUTHORIZED", 401, "Sign in first");
        },
      },
      calls,
    ),
  );
});

const input = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });

describe("a visitor opening a saved chat's address", () => {
  it("is asked to sign in to see it, with no fetch and no error toast", async () => {
    renderApp(<ChatScreen />, { route: "/chat/7" });
    expect(
      await screen.findByRole("heading", { name: "Sign in to see this chat" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((c) => c.path === "conversations.messages")).toBe(false);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("keeps a question typed there and opens sign-in instead of sending it", async () => {
    const { store } = renderApp(<ChatScreen />, { route: "/chat/7" });
    fireEvent.change(input(), { target: { value: "Is this rash normal?" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(store.get(signInDialogOpenAtom)).toBe(true);
    expect(store.get(draftAtom)).toBe("Is this rash normal?");
    expect(input()).toHaveValue("Is this rash normal?");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((c) => c.path === "chat.send")).toBe(false);
  });
});

describe("a question typed but not sent", () => {
  it("is saved when the page goes away and put back on the same address", async () => {
    window.history.replaceState(null, "", "/chat/7");
    const first = renderApp(<ChatScreen />, { route: "/chat/7" });
    fireEvent.change(input(), { target: { value: "Why does she wake at 4am?" } });
    window.dispatchEvent(new Event("pagehide"));
    first.unmount();

    renderApp(<ChatScreen />, { route: "/chat/7" });
    await waitFor(() => expect(input()).toHaveValue("Why does she wake at 4am?"));
    // Read once: a later load starts empty.
    expect(takeDraft("/chat/7")).toBeNull();
  });

  it("is not put back on another address", async () => {
    saveDraft("/chat/9", "A question for another chat");
    window.history.replaceState(null, "", "/chat/7");
    renderApp(<ChatScreen />, { route: "/chat/7" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(input()).toHaveValue("");
  });
});
