import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, settleUntil, signedInAuth } from "../../test/render-app";
import { ApiTestError, fakeTrpc, type RecordedCall } from "../../test/trpc-msw";
import { ageInMonthsToDateOfBirth } from "../profile/baby-age";
import { SKIPPED_ONBOARDING_KEY } from "../profile/profile-rules";
import { OnboardingDialog } from "./onboarding-dialog";
import type * as Navigation from "../../lib/navigation";

const fullNavigate = vi.fn();
vi.mock("../../lib/navigation", async (load) => ({
  ...(await load<typeof Navigation>()),
  fullNavigate: (path: string) => fullNavigate(path),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => fullNavigate.mockClear());

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Get Started" }));
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { name = "Emma", age = "4", feeding = "Formula" } = {},
) {
  if (name) await user.type(screen.getByLabelText("Baby's name"), name);
  if (age) await user.type(screen.getByLabelText("Age in months"), age);
  if (feeding) {
    await user.click(screen.getByRole("combobox", { name: "Feeding method" }));
    await user.click(await screen.findByRole("option", { name: feeding }));
  }
}

describe("OnboardingDialog", () => {
  it("welcomes with three cards at 20 %, then asks for details at 100 %", async () => {
    server.use(fakeTrpc({}));
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={vi.fn()} />, { auth: signedInAuth() });
    for (const title of ["Privacy First", "Research-Backed", "By Parents, For Parents"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
    await toDetails(user);
    expect(
      screen.getByRole("heading", { name: "Tell us about your little one" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });

  it("cannot be dismissed by an outside click or Escape", async () => {
    server.use(fakeTrpc({}));
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={vi.fn()} />, { auth: signedInAuth() });
    await user.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.getByTestId("onboarding")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });

  it.each([
    [{ name: "" }, "no name"],
    [{ age: "" }, "no age"],
    [{ feeding: "" }, "no feeding method"],
    [{ age: "37" }, "an age over 36"],
    [{ age: "2.5" }, "a fractional age"],
  ])("keeps 'Continue to Chat' disabled with %j (%s)", async (values, _why) => {
    server.use(fakeTrpc({}));
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={vi.fn()} />, { auth: signedInAuth() });
    await toDetails(user);
    await fill(user, values);
    expect(screen.getByRole("button", { name: "Continue to Chat" })).toBeDisabled();
  });

  it("saves name, feeding type and the first day of the month N months ago, then finishes", async () => {
    const calls: RecordedCall[] = [];
    let release!: () => void;
    server.use(
      fakeTrpc(
        {
          "babyProfile.save": () =>
            new Promise((resolve) => {
              release = () => resolve({ isNewProfile: true, profile: { name: "Emma" } });
            }),
        },
        calls,
      ),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={onDone} />, { auth: signedInAuth() });
    await toDetails(user);
    await fill(user, { name: "Emma", age: "0", feeding: "Both" });
    const submit = screen.getByRole("button", { name: "Continue to Chat" });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(
      await screen.findByRole("button", { name: "Setting up your experience..." }),
    ).toBeDisabled();
    expect(calls.find((c) => c.path === "babyProfile.save")?.input).toEqual({
      name: "Emma",
      feedingType: "both",
      dateOfBirth: ageInMonthsToDateOfBirth(0),
    });
    act(() => release());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await screen.findByText("✓ Profile saved")).toBeInTheDocument();
    expect(screen.getByText("Ready to start chatting!")).toBeInTheDocument();
  });

  it("'I'll do this later' stores the skipped flag and finishes", async () => {
    server.use(fakeTrpc({}));
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={onDone} />, { auth: signedInAuth() });
    await toDetails(user);
    await user.click(screen.getByRole("button", { name: "I'll do this later" }));
    expect(localStorage.getItem(SKIPPED_ONBOARDING_KEY)).toBe("true");
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("on a 401 asks to log in and goes to /api/login after 1.5 s", async () => {
    server.use(
      fakeTrpc({
        "babyProfile.save": () => {
          throw new ApiTestError("UNAUTHORIZED", 401, "Sign in required");
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={vi.fn()} />, { auth: signedInAuth() });
    await toDetails(user);
    await fill(user);
    // Fake clocks only from here: Testing Library's findBy* polls on real timers.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    act(() => screen.getByRole("button", { name: "Continue to Chat" }).click());
    await settleUntil(() => screen.getByText("Authentication Required"));
    expect(screen.getByText("Please log in to save your profile.")).toBeInTheDocument();
    expect(fullNavigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(fullNavigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fullNavigate).toHaveBeenCalledWith("/api/login");
  });

  it("shows the generic error toast on other failures and stays open", async () => {
    server.use(
      fakeTrpc({
        "babyProfile.save": () => {
          throw new ApiTestError("INTERNAL_SERVER_ERROR", 500, "boom");
        },
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderApp(<OnboardingDialog open onDone={onDone} />, { auth: signedInAuth() });
    await toDetails(user);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Continue to Chat" }));
    expect(
      await screen.findByText("Failed to save profile. Please try again.", {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Continue to Chat" })).toBeEnabled();
  });
});
