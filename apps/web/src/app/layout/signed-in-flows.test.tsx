import { act, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SKIPPED_ONBOARDING_KEY } from "../../features/profile/profile-rules";
import { renderApp, settleUntil, signedInAuth } from "../../test/render-app";
import { fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { SignedInFlows } from "./signed-in-flows";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const COMPLETE = { name: "Emma", dateOfBirth: "2025-01-01" };

function start(
  initialProfile: typeof COMPLETE | null,
  initiallyAccepted: boolean,
  refetched = initialProfile,
) {
  const calls: RecordedCall[] = [];
  server.use(
    fakeTrpc(
      { "babyProfile.get": () => refetched, "legal.accept": () => ({ hasAccepted: true }) },
      calls,
    ),
  );
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  const view = renderApp(
    <SignedInFlows initialProfile={initialProfile} initiallyAccepted={initiallyAccepted} />,
    {
      auth: signedInAuth(),
    },
  );
  return { ...view, calls };
}

const legal = () => screen.queryByRole("dialog", { name: "Important Legal Disclaimer" });
const onboarding = () => screen.queryByTestId("onboarding");
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("signed-in flows: onboarding then legal", () => {
  it("opens the disclaimer 100 ms after load when the profile is complete", async () => {
    start(COMPLETE, false);
    await advance(99);
    expect(legal()).toBeNull();
    await advance(1);
    expect(legal()).not.toBeNull();
    expect(onboarding()).toBeNull();
  });

  it("shows nothing when the profile is complete and the disclaimer accepted", async () => {
    start(COMPLETE, true);
    await advance(2_000);
    expect(legal()).toBeNull();
    expect(onboarding()).toBeNull();
  });

  it("shows onboarding first, then the disclaimer 200 ms after skipping it (once the profile is refetched)", async () => {
    const { calls, queryClient } = start(null, false);
    expect(onboarding()).not.toBeNull();
    await advance(1_000);
    expect(legal()).toBeNull();

    act(() => screen.getByRole("button", { name: "Get Started" }).click());
    act(() => screen.getByRole("button", { name: "I'll do this later" }).click());
    expect(localStorage.getItem(SKIPPED_ONBOARDING_KEY)).toBe("true");
    await settleUntil(() => {
      const state = queryClient
        .getQueryCache()
        .find({ queryKey: [["babyProfile", "get"]], exact: false })?.state;
      expect(state?.dataUpdateCount).toBe(2);
      expect(state?.fetchStatus).toBe("idle");
    });
    // Once on load, once after onboarding closed.
    expect(calls.filter((c) => c.path === "babyProfile.get")).toHaveLength(2);
    await advance(199);
    expect(legal()).toBeNull();
    await advance(1);
    expect(legal()).not.toBeNull();
    expect(onboarding()).toBeNull();
  });

  it("does not show onboarding again once it was skipped", async () => {
    localStorage.setItem(SKIPPED_ONBOARDING_KEY, "true");
    start(null, false);
    expect(onboarding()).toBeNull();
    await advance(100);
    expect(legal()).not.toBeNull();
  });

  it("clears the skipped flag when the profile is complete", async () => {
    localStorage.setItem(SKIPPED_ONBOARDING_KEY, "true");
    start(COMPLETE, true);
    await settleUntil(() => expect(localStorage.getItem(SKIPPED_ONBOARDING_KEY)).toBeNull());
  });
});
