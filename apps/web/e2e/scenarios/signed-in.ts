import type { BrowserContext, Page } from "playwright-core";
import type { Scenario } from "../support/runner";
import { check } from "../support/runner";
import {
  ask,
  assertNoPageErrors,
  chatInput,
  expectToast,
  openContext,
  openPage,
  waitForSuggestions,
} from "../support/chat-page";
import { captureScreen, DESKTOP, PHONE } from "../support/screens";

/** One parent's session, built by the sign-in scenario and used by the ones after it. */
const session: { context?: BrowserContext; page?: Page } = {};

function signedInPage(): Page {
  check(session.page, "needs the sign-in scenario to have passed");
  return session.page;
}

const PARENT = { name: "Dana Parent", email: `dana.${Date.now()}@example.com` };

/**
 * Sign-in against the Auth emulator. The app offers its "Local test account" form there (Google's
 * popup needs apis.google.com, which an offline machine cannot reach); the account is created in the
 * emulator and the API signs the parent in with the emulator's ID token.
 */
export const signIn: Scenario = {
  name: "sign-in through the Auth emulator",
  async run({ browser, baseUrl }) {
    const context = await openContext(browser, baseUrl);
    const page = await openPage(context, "/");
    session.context = context;
    session.page = page;
    await page.getByRole("button", { name: "Continue with Google" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Local test account" });
    await dialog.waitFor();
    await dialog.getByLabel("Test e-mail").fill(PARENT.email);
    await dialog.getByLabel("Name").fill(PARENT.name);
    await captureScreen(page, "sign-in-test-account");
    await dialog.getByRole("button", { name: "Sign in with test account" }).click();
    await expectToast(page, "Welcome to Nestling!");
    // The top bar names the parent (onboarding may already cover the sidebar's Sign Out).
    await page.getByText(PARENT.name).first().waitFor();
  },
};

/** A new parent sees onboarding (20 % then 100 %), saves the baby's details, then the legal disclaimer. */
export const onboardingAndLegal: Scenario = {
  name: "onboarding and legal acceptance",
  async run() {
    const page = signedInPage();
    const dialog = page.getByRole("dialog").filter({ hasText: "Get Started" });
    await dialog.waitFor();
    check(
      (await dialog.getByRole("progressbar").getAttribute("aria-valuenow")) === "20",
      "progress 20 % on the welcome step",
    );
    await captureScreen(page, "onboarding-welcome");
    await dialog.getByRole("button", { name: "Get Started" }).click();

    const form = page.getByRole("dialog").filter({ hasText: "Tell us about your little one" });
    await form.waitFor();
    check(
      (await form.getByRole("progressbar").getAttribute("aria-valuenow")) === "100",
      "progress 100 % on the details step",
    );
    const submit = form.getByRole("button", { name: "Continue to Chat" });
    check(await submit.isDisabled(), "Continue to Chat waits for every field");
    await form.getByLabel("Baby's name").fill("Mia");
    await form.getByLabel("Age in months").fill("4");
    await form.getByRole("combobox", { name: "Feeding method" }).click();
    await page.getByRole("option", { name: "Formula" }).click();
    await captureScreen(page, "onboarding-details");
    await submit.click();
    await expectToast(page, "Profile saved");

    const legal = page.getByRole("dialog").filter({ hasText: "Important Legal Disclaimer" });
    await legal.waitFor();
    const accept = legal.getByRole("button", { name: "Accept & Continue" });
    check(await accept.isDisabled(), "Accept waits for the checkbox");
    await captureScreen(page, "legal-disclaimer");
    await legal
      .getByRole("checkbox", { name: "I understand and accept the terms outlined above" })
      .click();
    await accept.click();
    await legal.waitFor({ state: "detached" });
    await waitForSuggestions(page);
    check(
      await page.getByRole("heading", { name: "Questions for your 4-month-old" }).isVisible(),
      "suggestions for the baby's age",
    );
    await captureScreen(page, "home-signed-in");
    assertNoPageErrors(page);
  },
};

/** Settings: every tab, a profile save, and the baby's age. */
export const settings: Scenario = {
  name: "settings tabs, profile save and age display",
  async run() {
    const page = signedInPage();
    await page.getByRole("button", { name: "Settings" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await dialog.waitFor();
    await dialog.getByText("Current age:").waitFor();
    check(/4 months/.test((await dialog.textContent()) ?? ""), "age shows in months");
    await captureScreen(page, "settings-baby");
    await dialog.getByLabel(/Weight/).fill("6.4");
    await dialog.getByRole("button", { name: "Save Profile" }).click();
    await expectToast(page, "Profile updated");

    await dialog.getByRole("tab", { name: /Account/ }).click();
    await dialog.getByText("Connected via Google").waitFor();
    const account = (await dialog.textContent()) ?? "";
    check(account.includes(PARENT.email), "the account tab shows the e-mail");
    check(account.includes("Free"), "the account type is Free");
    check(account.includes("Today"), "Member Since reads Today");
    await captureScreen(page, "settings-account");

    await dialog.getByRole("tab", { name: /Privacy/ }).click();
    const personalize = dialog.getByRole("switch", { name: "Personalized Responses" });
    check(
      (await personalize.getAttribute("aria-checked")) === "true",
      "personalized responses on by default",
    );
    await dialog.getByRole("button", { name: "Delete My Account" }).waitFor();
    await captureScreen(page, "settings-privacy");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assertNoPageErrors(page);
  },
};

/** Saved conversations: the first question creates one, the address follows, history and reload work. */
export const historyAndDeepLink: Scenario = {
  name: "history, deep link after reload, new chat and feedback",
  async run() {
    const page = signedInPage();
    const answer = await ask(page, "How many naps does a 4 month old need?");
    await page.waitForURL(/\/chat\/\d+$/);
    const url = page.url();
    const history = page.getByTestId("chat-history");
    await history.getByRole("link").first().waitFor();
    const active = history.locator("a[aria-current=page]");
    await active.waitFor();
    check(
      url.endsWith((await active.getAttribute("href")) ?? "-"),
      "the new conversation is highlighted",
    );

    await answer.getByRole("button", { name: "Not helpful", exact: true }).click();
    await answer.getByText("Marked as not helpful").waitFor();
    await expectToast(page, "Thank you for your feedback!");
    await captureScreen(page, "conversation");

    await page.reload();
    const reloaded = page.locator("[data-slot=chat-message][data-role=assistant]").first();
    await reloaded.waitFor();
    await reloaded.getByText("Marked as not helpful").waitFor();
    check(
      (
        await page.locator("[data-slot=chat-message][data-role=user]").first().textContent()
      )?.includes("How many naps"),
      "the question is back after reload",
    );
    await page.getByTestId("chat-history").locator("a[aria-current=page]").waitFor();

    await page.getByRole("button", { name: "New Baby Question" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await waitForSuggestions(page);
    check(
      (await page.locator("[data-slot=chat-message]").count()) === 0,
      "a new chat starts empty",
    );
    check((await page.locator("[data-slot=greeting]").textContent()) !== null, "greeting shows");
    await captureScreen(page, "new-chat");

    await page.getByTestId("chat-history").getByRole("link").first().click();
    await page.waitForURL(url);
    await page.locator("[data-slot=chat-message][data-role=assistant]").first().waitFor();
    check((await chatInput(page).inputValue()) === "", "switching clears the input");
    assertNoPageErrors(page);
  },
};

/** At phone size the sidebar is a drawer: it opens from the menu and closes on the overlay or after navigating. */
export const mobileDrawer: Scenario = {
  name: "mobile drawer at 390×844",
  async run() {
    const page = signedInPage();
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: "New Baby Question" });
    await drawer.waitFor();
    // The drawer exists only at phone size, so this screen has no desktop picture.
    await captureScreen(page, "drawer-open", { only: "phone" });
    // Tap the dimmed overlay, to the right of the drawer.
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await drawer.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.waitFor();
    await drawer.getByRole("link", { name: /Help/ }).click();
    await page.waitForURL(/\/help$/);
    await drawer.waitFor({ state: "detached" });
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    assertNoPageErrors(page);
  },
};

/** Deleting the account asks first, then removes everything, signs out and returns to /. */
export const deleteAccount: Scenario = {
  name: "delete account",
  async run() {
    const page = signedInPage();
    await page.getByRole("button", { name: "Settings" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await dialog.getByRole("tab", { name: /Privacy/ }).click();
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    const text = (await confirm.textContent()) ?? "";
    for (const item of [
      "baby profile",
      "conversation history",
      "account settings",
      "stored data",
    ]) {
      check(text.toLowerCase().includes(item), `the confirmation lists ${item}`);
    }
    await captureScreen(page, "delete-account-confirm");
    await confirm.getByRole("button", { name: "Yes, Delete My Account" }).click();
    await expectToast(page, "Account deleted");
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByRole("button", { name: "Continue with Google" }).first().waitFor();
    check((await page.getByTestId("chat-history").count()) === 0, "no history once signed out");
    await session.context?.close();
  },
};
