import { expect, type Page } from "@playwright/test";
import { expectToast, waitForSuggestions } from "./chat-page";
import { captureScreen } from "./screens";

export interface Parent {
  name: string;
  email: string;
}

/**
 * Sign-in against the Auth emulator. The app offers its "Local test account" form there (Google's
 * popup needs apis.google.com, which an offline machine cannot reach); the account is created in the
 * emulator and the API signs the parent in with the emulator's ID token.
 */
export async function signInWithTestAccount(
  page: Page,
  parent: Parent,
  { capture = false } = {},
): Promise<void> {
  await page.getByRole("button", { name: "Continue with Google" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Local test account" });
  await dialog.waitFor();
  await dialog.getByLabel("Test e-mail").fill(parent.email);
  await dialog.getByLabel("Name").fill(parent.name);
  if (capture) await captureScreen(page, "sign-in-test-account");
  await dialog.getByRole("button", { name: "Sign in with test account" }).click();
  await expectToast(page, "Welcome to Nestling!");
  // The top bar names the parent (onboarding may already cover the sidebar's Sign Out).
  await page.getByText(parent.name).first().waitFor();
}

/** A new parent's onboarding (20 % then 100 %) with the baby's details, then the legal disclaimer. */
export async function finishOnboarding(page: Page, { capture = false } = {}): Promise<void> {
  const dialog = page.getByRole("dialog").filter({ hasText: "Get Started" });
  await dialog.waitFor();
  await expect(dialog.getByRole("progressbar"), "progress on the welcome step").toHaveAttribute(
    "aria-valuenow",
    "20",
  );
  if (capture) await captureScreen(page, "onboarding-welcome");
  await dialog.getByRole("button", { name: "Get Started" }).click();

  const form = page.getByRole("dialog").filter({ hasText: "Tell us about your little one" });
  await form.waitFor();
  await expect(form.getByRole("progressbar"), "progress on the details step").toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  const submit = form.getByRole("button", { name: "Continue to Chat" });
  await expect(submit, "Continue to Chat waits for every field").toBeDisabled();
  await form.getByLabel("Baby's name").fill("Mia");
  await form.getByLabel("Age in months").fill("4");
  await form.getByRole("combobox", { name: "Feeding method" }).click();
  await page.getByRole("option", { name: "Formula" }).click();
  if (capture) await captureScreen(page, "onboarding-details");
  await submit.click();
  await expectToast(page, "Profile saved");

  const legal = page.getByRole("dialog").filter({ hasText: "Important Legal Disclaimer" });
  await legal.waitFor();
  const accept = legal.getByRole("button", { name: "Accept & Continue" });
  await expect(accept, "Accept waits for the checkbox").toBeDisabled();
  if (capture) await captureScreen(page, "legal-disclaimer");
  await legal
    .getByRole("checkbox", { name: "I understand and accept the terms outlined above" })
    .click();
  await accept.click();
  await legal.waitFor({ state: "detached" });
  await waitForSuggestions(page);
}
