import type { ReactElement } from "react";
import { QueryClientProvider, notifyManager } from "@tanstack/react-query";
import { Provider as JotaiProvider, createStore } from "jotai";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { act, render } from "@testing-library/react";
import { vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@nestling/router";
import { TRPCProvider } from "../../../lib/trpc";
import { AuthContext, type AuthState } from "../../auth/auth-context";
import { ChatScreen } from "../chat-screen";
import { TRPC_TEST_URL } from "./trpc-msw";

// Query notifications are batched on a zero-delay timer; with fake timers they would never flush.
notifyManager.setScheduler(queueMicrotask);

export const signedOut: AuthState = {
  status: "signed-out",
  user: null,
  isSigningIn: false,
  signIn: async () => {},
  signOut: async () => {},
};

export const signedIn: AuthState = {
  ...signedOut,
  status: "signed-in",
  user: { firstName: "Dana", lastName: "Lee", email: "dana@example.org", profileImageUrl: null },
};

let currentPath = "";
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}
/** The router's path as the chat left it (navigation after creating a conversation). */
export const locationPath = () => currentPath;

export function renderWithProviders(
  ui: ReactElement,
  { route = "/", auth = signedOut }: { route?: string; auth?: AuthState } = {},
) {
  const queryClient = createQueryClient();
  // Unbatched: the batch link waits on a timer, which fake timers would hold back.
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: TRPC_TEST_URL })] });
  const store = createStore();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <JotaiProvider store={store}>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[route]}>
              <LocationProbe />
              <Routes>
                <Route path="/" element={ui} />
                <Route path="/chat/:conversationId" element={ui} />
              </Routes>
            </MemoryRouter>
          </AuthContext.Provider>
        </JotaiProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, store };
}

export function renderChat(options: { route?: string; auth?: AuthState } = {}) {
  return renderWithProviders(<ChatScreen />, options);
}

/** Timers the chat uses; fetch, streams and microtasks stay real so msw can answer. */
export function installChatFakeTimers() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits (in real time, for msw and fetch) until `assertion` passes, without moving the fake clock:
 * vi.waitFor advances fake timers while polling, which would blur the timings under test.
 */
export async function waitUntil(assertion: () => void, timeoutMs = 3_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await act(async () => {
      // Zero-delay timers (tRPC's request batching) run without moving the fake clock.
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => realSetTimeout(resolve, 5));
    });
  }
}
