import type { Page } from "@playwright/test";
import { chatInput, expectToast } from "./support/chat-page";
import { runSql } from "./support/database";
import { expect, test } from "./support/fixtures";
import { captureScreen } from "./support/screens";

/** Asks and shows the whole answer at once (Escape skips the word-by-word reveal). */
async function ask(page: Page, question: string) {
  const answers = page.locator("[data-slot=chat-message][data-role=assistant]");
  const before = await answers.count();
  await chatInput(page).fill(question);
  await chatInput(page).press("Enter");
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-revealing]")).toHaveCount(0, { timeout: 30_000 });
}

test("search chats opens the conversation at the matching message", async ({
  parentPage: page,
}) => {
  await ask(page, "How many naps does a 4 month old need?");
  await ask(page, "Is it safe to use a teething gel?");
  await page.waitForURL(/\/chat\/\d+$/);
  const first = page.url();
  await page.getByRole("button", { name: "New Baby Question" }).click();
  // The new chat must be on screen before ask() counts the answers it shows.
  await expect(page.locator("[data-slot=chat-message]")).toHaveCount(0);
  await ask(page, "When can my baby start solid foods?");
  await page.waitForURL((url) => url.href !== first && /\/chat\/\d+$/.test(url.pathname));

  const box = page.getByRole("searchbox", { name: "Search chats" });
  await box.fill("teething");
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("link")).toHaveCount(1);
  await expect(results.locator("mark").first()).toHaveText(/teething/i);
  await captureScreen(page, "search-results");
  await results.getByRole("link").first().click();
  await page.waitForURL((url) => url.href === first);
  const matched = page.locator("[data-slot=chat-message][data-highlighted]");
  // The latest message that matches: the answer about teething.
  await expect(matched).toContainText(/teething/i);
  await expect(matched).toBeFocused();
  await expect(matched).toBeInViewport();

  await box.fill("zzzqqq");
  await expect(page.getByText("No chats match “zzzqqq”.")).toBeVisible();
});

test("the history loads page by page as it scrolls", async ({ parentPage: page }) => {
  // 45 chats straight through the API, with the page's own session cookie.
  for (let i = 0; i < 45; i++) {
    const response = await page.request.post("/api/conversations", {
      data: { title: `Chat ${i}` },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  const history = page.getByTestId("chat-history");
  await expect(history.getByRole("link")).toHaveCount(30);
  await page
    .locator("[data-slot=history-scroll]")
    .evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(history.getByRole("link")).toHaveCount(45);
  await expect(page.getByRole("button", { name: "Show more chats" })).toHaveCount(0);
  await expect(history.getByRole("link").last()).toHaveAttribute("title", "Chat 0");
});

test("a shared link is read-only, without names, and says when it is revoked or expired", async ({
  parentPage: page,
  browser,
}) => {
  // Screens of four states at two sizes in two themes, each checked with axe.
  test.setTimeout(240_000);
  // The baby is Mia (onboarding) and the parent Dana Parent: neither may reach the shared page.
  await ask(page, "How many naps does Mia need at 4 months?");
  await page.waitForURL(/\/chat\/\d+$/);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this conversation" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  await captureScreen(page, "share-dialog", { only: "phone" });
  await page.keyboard.press("Escape");

  // Someone else, not signed in.
  const reader = await (await browser.newContext()).newPage();
  const fetched = reader.waitForResponse((r) => r.url().includes("shares.conversation"));
  const page_ = await reader.goto(url);
  expect(page_?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const body = await (await fetched).text();
  expect(body).not.toMatch(/Mia|Dana|example\.com/);
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reader.locator("[data-slot=chat-message][data-role=user]")).toContainText(
    "How many naps does your baby need at 4 months?",
  );
  await expect(reader.locator("body")).not.toContainText("Mia");
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(reader.getByRole("textbox")).toHaveCount(0);
  await captureScreen(reader, "shared-page", { fullPage: true });

  // Expired: the stored date moves past (a month cannot pass in a test).
  runSql("UPDATE shares SET expires_at = '2000-01-01T00:00:00.000Z' WHERE revoked_at IS NULL");
  await reader.reload();
  await expect(reader.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await captureScreen(reader, "shared-expired");

  // Revoked: a new link, then turned off.
  await page.getByRole("button", { name: "Share" }).click();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const second = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();
  await dialog.getByRole("button", { name: "Turn off link" }).click();
  await expectToast(page, "Link turned off");
  await reader.goto(second);
  await expect(reader.getByRole("heading", { name: "This link was turned off" })).toBeVisible();
  await captureScreen(reader, "shared-revoked", { only: "phone" });
  await reader.context().close();
});
