import { ask, chatInput } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { captureScreen } from "./support/screens";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("Copy an answer and Edit the last question", async ({ page }) => {
  await page.goto("/");
  const first = await ask(page, "How much formula should my 2 month old drink per feed?");
  const second = await ask(page, "How many naps does a 4 month old need?");
  await captureScreen(page, "message-actions");

  // Copy, with the keyboard: Markdown with the numbered sources lands on the clipboard.
  await first.getByRole("button", { name: "Copy" }).focus();
  await page.keyboard.press("Enter");
  await expect(first.getByRole("status")).toHaveText("Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/formula/i);
  expect(copied).toMatch(/\n\nSources:\n1\. \[.+\]\(https?:\/\/.+\)/);

  // Edit exists on the last question only, and puts it back in the input to change and resend.
  const questions = page.locator("[data-slot=chat-message][data-role=user]");
  await expect(questions.first().getByRole("button", { name: "Edit" })).toHaveCount(0);
  await questions.last().getByRole("button", { name: "Edit" }).click();
  await expect(chatInput(page)).toHaveValue("How many naps does a 4 month old need?");
  await expect(chatInput(page)).toBeFocused();
  await chatInput(page).fill("How many naps does a 6 month old need?");
  await chatInput(page).press("Enter");
  await expect(questions.last()).toContainText("6 month old");
  await expect(second).toBeVisible();
});
