import { ask, chatInput, expectToast } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { captureScreen } from "./support/screens";

test("rename and delete a chat from the history", async ({ parentPage: page }) => {
  await ask(page, "How many naps does a 4 month old need?");
  await page.waitForURL(/\/chat\/\d+$/);
  const history = page.getByTestId("chat-history");
  const row = history.getByRole("listitem").first();
  await expect(row.getByRole("link")).toHaveAttribute("title", /nap/i);

  // Rename in place, with the keyboard.
  await row.getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(row.getByRole("button", { name: "Rename" })).toBeFocused();
  await captureScreen(page, "history-row-actions", { only: "desktop" });
  await page.keyboard.press("Enter");
  const box = page.getByRole("textbox", { name: "Chat title" });
  await box.fill("Naps at four months");
  await box.press("Enter");
  await expect(history.getByRole("link", { name: "Naps at four months" })).toBeVisible();
  await page.reload();
  await expect(history.getByRole("link", { name: "Naps at four months" })).toBeVisible();

  // Delete asks first; cancelling keeps the chat.
  const renamed = history.getByRole("listitem").filter({ hasText: "Naps at four months" });
  await renamed.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Naps at four months");
  await captureScreen(page, "delete-chat-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(history.getByRole("link", { name: "Naps at four months" })).toBeVisible();

  await renamed.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete chat" }).click();
  await expectToast(page, "Chat deleted");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("No saved chats yet.")).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
  await page.reload();
  await expect(page.getByText("No saved chats yet.")).toBeVisible();
});
