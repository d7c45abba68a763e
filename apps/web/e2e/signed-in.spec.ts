import { ask, chatInput, expectToast, waitForSuggestions } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { finishOnboarding, signInWithTestAccount } from "./support/parent";
import { captureScreen, PHONE } from "./support/screens";

test("sign-in, onboarding and legal acceptance", async ({ page, parent }) => {
  await page.goto("/");
  await signInWithTestAccount(page, parent, { capture: true });
  await finishOnboarding(page, { capture: true });
  await expect(
    page.getByRole("heading", { name: "Questions for your 4-month-old" }),
    "suggestions for the baby's age",
  ).toBeVisible();
  await captureScreen(page, "home-signed-in");
});

test("settings tabs, profile save and age display", async ({ parentPage: page, parent }) => {
  await page.getByRole("button", { name: "Settings" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByText("Current age:").waitFor();
  await expect(dialog, "age shows in months").toContainText("4 months");
  await captureScreen(page, "settings-baby");
  await dialog.getByLabel(/Weight/).fill("6.4");
  await dialog.getByRole("button", { name: "Save Profile" }).click();
  await expectToast(page, "Profile updated");

  await dialog.getByRole("tab", { name: /Account/ }).click();
  await dialog.getByText("Connected via Google").waitFor();
  await expect(dialog, "the account tab shows the e-mail").toContainText(parent.email);
  await expect(dialog, "the account type is Free").toContainText("Free");
  await expect(dialog, "Member Since reads Today").toContainText("Today");
  await captureScreen(page, "settings-account");

  await dialog.getByRole("tab", { name: /Privacy/ }).click();
  await expect(
    dialog.getByRole("switch", { name: "Personalized Responses" }),
    "personalized responses on by default",
  ).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("button", { name: "Delete My Account" }).waitFor();
  await captureScreen(page, "settings-privacy");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("history, deep link after reload, new chat and feedback", async ({ parentPage: page }) => {
  const answer = await ask(page, "How many naps does a 4 month old need?");
  await page.waitForURL(/\/chat\/\d+$/);
  const url = page.url();
  const history = page.getByTestId("chat-history");
  const active = history.locator("a[aria-current=page]");
  await expect(active, "the new conversation is highlighted").toHaveAttribute(
    "href",
    new URL(url).pathname,
  );

  await answer.getByRole("button", { name: "Not helpful", exact: true }).click();
  await answer.getByText("Marked as not helpful").waitFor();
  await expectToast(page, "Thank you for your feedback!");
  await captureScreen(page, "conversation");

  await page.reload();
  const reloaded = page.locator("[data-slot=chat-message][data-role=assistant]").first();
  await reloaded.getByText("Marked as not helpful").waitFor();
  await expect(
    page.locator("[data-slot=chat-message][data-role=user]").first(),
    "the question is back after reload",
  ).toContainText("How many naps");
  await history.locator("a[aria-current=page]").waitFor();

  await page.getByRole("button", { name: "New Baby Question" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await waitForSuggestions(page);
  await expect(page.locator("[data-slot=chat-message]"), "a new chat starts empty").toHaveCount(0);
  await expect(page.locator("[data-slot=greeting]")).toBeVisible();
  await captureScreen(page, "new-chat");

  await history.getByRole("link").first().click();
  await page.waitForURL(url);
  await page.locator("[data-slot=chat-message][data-role=assistant]").first().waitFor();
  await expect(chatInput(page), "switching clears the input").toHaveValue("");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("mobile drawer at 390×844", async ({ parentPage: page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: "New Baby Question" });
    await drawer.waitFor();
    // The drawer exists only at phone size, so this screen has no desktop picture.
    await captureScreen(page, "drawer-open", { only: "phone" });
    // Tap the dimmed overlay, to the right of the drawer.
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: /Help/ }).click();
    await page.waitForURL(/\/help$/);
    await expect(drawer).toBeHidden();
  });
});

test("delete account", async ({ parentPage: page }) => {
  await page.getByRole("button", { name: "Settings" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: /Privacy/ }).click();
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  const confirm = page.getByRole("alertdialog");
  for (const item of ["baby profile", "conversation history", "account settings", "stored data"]) {
    await expect(confirm, `the confirmation lists ${item}`).toContainText(item, {
      ignoreCase: true,
    });
  }
  await captureScreen(page, "delete-account-confirm");
  await confirm.getByRole("button", { name: "Yes, Delete My Account" }).click();
  await expectToast(page, "Account deleted");
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByRole("button", { name: "Continue with Google" }).first().waitFor();
  await expect(page.getByTestId("chat-history"), "no history once signed out").toHaveCount(0);
});
