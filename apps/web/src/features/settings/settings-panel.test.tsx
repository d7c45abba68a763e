import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useAtomValue } from "jotai";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, signedInAuth, signedOutAuth } from "../../test/render-app";
import {
  ApiTestError,
  fakeTrpc,
  type FakeProcedures,
  type RecordedCall,
} from "../../test/trpc-msw";
import { personalizeAtom } from "./settings-atoms";
import { SettingsPanel } from "./settings-panel";
import type * as Navigation from "../../lib/navigation";

const navigateHome = vi.fn();
vi.mock("../../lib/navigation", async (load) => ({
  ...(await load<typeof Navigation>()),
  navigateHome: () => navigateHome(),
}));
vi.mock("../../lib/firebase", () => ({ signOutOfIdentity: vi.fn(async () => {}) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => navigateHome.mockClear());

const DAY = 86_400_000;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

let calls: RecordedCall[];
function api(procedures: FakeProcedures = {}) {
  calls = [];
  server.use(
    fakeTrpc(
      { "babyProfile.get": () => null, "config.firebase": () => null, ...procedures },
      calls,
    ),
  );
}

function PersonalizeProbe() {
  return <p data-testid="personalize">{String(useAtomValue(personalizeAtom))}</p>;
}

describe("settings tabs", () => {
  it("shows Baby, Account and Privacy when signed in", () => {
    api();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Baby",
      "Account",
      "Privacy",
    ]);
  });

  it("hides Account when signed out and prompts to sign in on the Baby tab", () => {
    api();
    renderApp(<SettingsPanel />, { auth: signedOutAuth });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Baby", "Privacy"]);
    expect(screen.getByText(/Sign in with Google to unlock profile features/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });
});

describe("tab panels", () => {
  it("stay mounted in one grid cell, so the dialog is as tall on every tab", async () => {
    api();
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    const panels = () =>
      [...screen.getByTestId("settings-tab-panels").children].map((p) =>
        p.getAttribute("data-state"),
      );
    expect(panels()).toEqual(["active", "inactive", "inactive"]);
    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    expect(panels()).toEqual(["inactive", "inactive", "active"]);
    expect(screen.getByTestId("privacy-tab")).toBeVisible();
  });
});

describe("Baby tab", () => {
  it.each([
    [null, "Not specified"],
    [10, "1 week"],
    [95, "3 months"],
    [500, "1 year, 4 months"],
  ])("shows a date of birth %s days ago as %s", async (days, text) => {
    api({
      "babyProfile.get": () => ({
        name: "Emma",
        dateOfBirth: days === null ? null : isoDaysAgo(days),
      }),
    });
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    expect(await screen.findByTestId("baby-age")).toHaveTextContent(text);
  });

  it("creates a profile with every field and says so", async () => {
    api({ "babyProfile.save": () => ({ isNewProfile: true, profile: {} }) });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    await user.type(await screen.findByLabelText("Baby's name"), "Noah");
    await user.type(screen.getByLabelText("Date of birth"), "2025-01-15");
    await user.click(screen.getByRole("combobox", { name: "Feeding type" }));
    await user.click(await screen.findByRole("option", { name: "Breastfeeding" }));
    await user.type(screen.getByLabelText("Weight (lb)"), "12.5");
    await user.type(screen.getByLabelText("Height (in)"), "24");
    await user.type(screen.getByLabelText("Health conditions"), "reflux");
    await user.type(screen.getByLabelText("Allergies"), "none known");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(
      screen.getByText("Your baby's profile has been created successfully."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === "babyProfile.save")?.input).toEqual({
      name: "Noah",
      dateOfBirth: "2025-01-15",
      feedingType: "breastfeeding",
      conditions: "reflux",
      allergies: "none known",
      weight: "12.5",
      height: "24",
    });
  });

  it("says 'Profile updated' for an existing profile and shows the API's message on failure", async () => {
    let fail = false;
    api({
      "babyProfile.get": () => ({
        name: "Emma",
        dateOfBirth: "2025-01-01",
        feedingType: "formula",
        weight: "10",
      }),
      "babyProfile.save": () => {
        if (fail) throw new ApiTestError("BAD_REQUEST", 400, "Weight must be a number");
        return { isNewProfile: false, profile: {} };
      },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    expect(await screen.findByLabelText("Baby's name")).toHaveValue("Emma");
    expect(screen.getByLabelText("Weight (lb)")).toHaveValue("10");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(
      await screen.findByText("Your baby's profile has been successfully updated."),
    ).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Weight must be a number")).toBeInTheDocument();
  });

  it("will not save a weight that is not a number", async () => {
    api({ "babyProfile.get": () => ({ name: "Emma" }) });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    await user.type(await screen.findByLabelText("Weight (lb)"), "heavy");
    expect(screen.getByLabelText("Weight (lb)")).toBeInvalid();
    expect(screen.getByRole("button", { name: "Save Profile" })).toBeDisabled();
  });
});

describe("Account tab", () => {
  it("shows the account details and signs out", async () => {
    api();
    const user = userEvent.setup();
    const auth = signedInAuth({ firstName: null, lastName: null, email: "sam@example.org" });
    renderApp(<SettingsPanel />, { auth });
    await user.click(screen.getByRole("tab", { name: "Account" }));
    const tab = screen.getByTestId("account-tab");
    expect(within(tab).getByText("sam", { selector: "p" })).toBeInTheDocument();
    expect(tab).toHaveTextContent("sam@example.org");
    expect(tab).toHaveTextContent("Connected via Google");
    expect(tab).toHaveTextContent("Account Type");
    expect(tab).toHaveTextContent("Free account with full access");
    expect(within(tab).getByText("Free")).toBeInTheDocument();
    expect(tab).toHaveTextContent("Member Since");
    expect(tab).toHaveTextContent("Today");
    expect(within(tab).getByRole("img", { name: "sam" })).toHaveTextContent("S");
    await user.click(within(tab).getByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalledWith({ source: "account" });
  });
});

describe("Privacy tab", () => {
  it("toggles Personalized Responses in memory only, on by default", async () => {
    api();
    const user = userEvent.setup();
    renderApp(
      <>
        <SettingsPanel />
        <PersonalizeProbe />
      </>,
      { auth: signedOutAuth },
    );
    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    const toggle = screen.getByRole("switch", { name: "Personalized Responses" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(screen.getByTestId("personalize")).toHaveTextContent("false");
    // Nothing is saved: the only calls are public config lookups (sign-in, region numbers).
    expect(
      calls.map((c) => c.path).filter((p) => p !== "config.firebase" && p !== "config.regions"),
    ).toEqual([]);
    expect(screen.queryByRole("button", { name: "Delete My Account" })).not.toBeInTheDocument();
  });

  it("changes the region: the cookie for everyone, the profile when signed in", async () => {
    api({
      "config.regions": () => [
        { code: "US", name: "United States", emergency: "911", dial: "911", urgentAdvice: "x" },
        { code: "UK", name: "United Kingdom", emergency: "999", dial: "999", urgentAdvice: "y" },
      ],
      "auth.setRegion": (input) => input,
    });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    const select = await screen.findByRole("combobox", { name: "Region" });
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(2));
    await user.selectOptions(select, "UK");
    expect(document.cookie).toMatch(/nestling_region=UK/);
    await waitFor(() =>
      expect(calls.find((c) => c.path === "auth.setRegion")?.input).toEqual({ region: "UK" }),
    );
    expect(screen.getByText(/now 999/)).toBeInTheDocument();
  });

  it("confirms account deletion listing what goes, shows 'Deleting...', then reloads at /", async () => {
    let release!: () => void;
    api({
      "auth.deleteAccount": () =>
        new Promise((resolve) => (release = () => resolve({ deleted: true }))),
    });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    const dialog = screen.getByRole("alertdialog");
    for (const item of [
      "Baby profile information",
      "All conversation history",
      "Account settings and preferences",
      "All stored data",
    ]) {
      expect(within(dialog).getByText(item)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Yes, Delete My Account" }));
    expect(await within(dialog).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    release();
    await waitFor(() => expect(navigateHome).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem("nestling-flash-toast")).toBe("accountDeleted");
  });

  it("reports a failed deletion with the error's message", async () => {
    api({
      "auth.deleteAccount": () => {
        throw new ApiTestError("INTERNAL_SERVER_ERROR", 500, "Database is busy");
      },
    });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />, { auth: signedInAuth() });
    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    await user.click(screen.getByRole("button", { name: "Yes, Delete My Account" }));
    expect(await screen.findByText("Deletion failed", {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText("Database is busy")).toBeInTheDocument();
    expect(navigateHome).not.toHaveBeenCalled();
  });
});
