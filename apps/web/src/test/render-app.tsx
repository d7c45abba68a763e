import { QueryClientProvider, notifyManager } from "@tanstack/react-query";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@nestling/router";
import { Toaster } from "@nestling/ui";
import { act, render } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { createQueryClient } from "../app/query-client";
import { AuthContext, type AuthState } from "../features/auth/auth-context";
import { AuthProvider } from "../features/auth/auth-provider";
import { TEST_TRPC_URL } from "./trpc-msw";
import { TRPCProvider } from "../lib/trpc";

// Query notifications are batched on a zero-delay timer; with fake timers they would never flush.
notifyManager.setScheduler(queueMicrotask);

export const signedOutAuth: AuthState = {
  status: "signed-out",
  user: null,
  isSigningIn: false,
  signIn: vi.fn(async () => {}),
  signOut: vi.fn(async () => {}),
};

export function signedInAuth(user: Partial<NonNullable<AuthState["user"]>> = {}): AuthState {
  return {
    ...signedOutAuth,
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    status: "signed-in",
    user: {
      firstName: "Dana",
      lastName: "Lee",
      email: "dana@example.org",
      profileImageUrl: null,
      ...user,
    } as NonNullable<AuthState["user"]>,
  };
}

let currentLocation = "";
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}
/** Where the in-memory router is now. */
export const locationNow = () => currentLocation;

export interface RenderOptions {
  route?: string;
  /** A fixed auth state, or "provider" for the real AuthProvider talking to the msw API. */
  auth?: AuthState | "provider";
  /** Extra routes beside `/` and `/chat/:conversationId`, which render `ui`. */
  routes?: ReactNode;
}

export function renderApp(
  ui: ReactElement,
  { route = "/", auth = signedOutAuth, routes }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: TEST_TRPC_URL })] });
  const store = createStore();
  const tree = (
    <MemoryRouter initialEntries={[route]}>
      <LocationProbe />
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/chat/:conversationId" element={ui} />
        {routes}
      </Routes>
    </MemoryRouter>
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <JotaiProvider store={store}>
          {auth === "provider" ? (
            <AuthProvider>{tree}</AuthProvider>
          ) : (
            <AuthContext.Provider value={auth}>{tree}</AuthContext.Provider>
          )}
          <Toaster />
        </JotaiProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, store };
}

/** Lets pending fetches, msw and React settle (real time), moving fake clocks only by 0 ms. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
  }
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits in real time (for fetch and msw) until `check` stops throwing, moving fake clocks only by
 * 0 ms, so the timings under test are not blurred by the wait itself.
 */
export async function settleUntil(check: () => unknown, timeoutMs = 4_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => realSetTimeout(resolve, 5));
    });
  }
}
