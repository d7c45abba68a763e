import { readFile } from "node:fs/promises";
import { ask } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { captureScreen } from "./support/screens";

test("Export a conversation as Markdown and as a printable page", async ({ parentPage: page }) => {
  await ask(page, "How many naps does a 4 month old need?");
  await page.waitForURL(/\/chat\/\d+$/);

  await page.getByRole("button", { name: "Export" }).click();
  await captureScreen(page, "export-options");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Markdown" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.md$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text).toMatch(/^# /);
  expect(text).toContain("## Question");
  expect(text).toContain("How many naps does a 4 month old need?");
  expect(text).toContain("### Answer");
  expect(text).toMatch(/Sources:\n\n1\. \[.+\]\(https?:\/\/.+\)/);
  expect(text).toContain("call 911");

  // The print stylesheet leaves the messages, their sources and the safety banner.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("sidebar")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Your question" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Export" })).toBeHidden();
  await expect(page.getByTestId("safety-banner")).toBeVisible();
  await expect(page.locator("[data-slot=message-sources] ol[aria-hidden]").first()).toBeVisible();
  // What the pediatrician reads: what it is, when it started, and when each question was asked.
  const header = page.locator("[data-slot=print-header]");
  await expect(header).toBeVisible();
  await expect(header).toContainText(/Started \w+ \d{1,2}, \d{4}/);
  await expect(page.locator("[data-slot=chat-message][data-role=user] time").first()).toBeVisible();
  await captureScreen(page, "print-view", { only: "desktop", fullPage: true });
  await page.emulateMedia({ media: "screen" });
});
