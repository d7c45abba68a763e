import type { Page } from "@playwright/test";
import { ask, chatInput, expectToast } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { captureScreen, PHONE } from "./support/screens";

const answers = (page: Page) => page.locator("[data-slot=chat-message][data-role=assistant]");

test("desktop arrival: the question box has focus, the tab and logo are named", async ({
  page,
}) => {
  await page.goto("/");
  await expect(chatInput(page)).toBeFocused();
  await expect(page).toHaveTitle("Nestling");
  await expect(page.getByRole("link", { name: "Nestling BETA" })).toBeVisible();
  await page.goto("/help");
  await expect(page).toHaveTitle("Help & FAQ – Nestling");
});

test("Escape shows the rest of an answer at once; a new answer does no feedback lookup", async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("feedback.get") || /\/api\/feedback\//.test(request.url()))
      lookups.push(request.url());
  });
  await page.goto("/");
  await chatInput(page).fill("How much formula should my 2 month old drink per feed?");
  await chatInput(page).press("Enter");
  await page.locator("[data-revealing]").waitFor();
  await page.keyboard.press("Escape");
  // Far sooner than the ~40 ms a word the whole answer would take.
  await expect(page.locator("[data-revealing]")).toHaveCount(0, { timeout: 1_000 });
  await expect(
    answers(page).first().getByRole("button", { name: "Helpful", exact: true }),
  ).toBeVisible();
  expect(lookups, "no feedback lookup for a new answer").toEqual([]);

  // The thumbs give way to a label; focus stays in the chat.
  await answers(page).first().getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(chatInput(page)).toBeFocused();

  // A focused "Show sources" is never hidden under the sticky input bar.
  await chatInput(page).focus();
  await page.keyboard.press("Shift+Tab");
  const focused = page.locator(":focus");
  const box = await focused.boundingBox();
  const bar = await page.locator("[data-slot=chat-input]").boundingBox();
  expect(box && bar && box.y + box.height <= bar.y, "focused control clear of the input bar").toBe(
    true,
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("an emergency answer appears whole at once; markers are 24 px targets; the menu stays", async ({
    page,
  }) => {
    await page.goto("/");
    const placeholder = await chatInput(page).getAttribute("placeholder");
    const height = await chatInput(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(height, `the placeholder "${placeholder}" fits one line`).toBeLessThan(48);

    await chatInput(page).fill("My 3 month old is not breathing and her lips are turning blue");
    await chatInput(page).press("Enter");
    const answer = answers(page).first();
    await answer.waitFor();
    // No word-by-word reveal: the steps are all there the moment the answer shows.
    expect(await page.locator("[data-revealing]").count()).toBe(0);
    await expect(answer.getByRole("link", { name: "Call 911" })).toBeVisible();

    const routine = await ask(page, "How much formula should my 2 month old drink per feed?");
    const marker = routine.locator("a[data-citation]").first();
    await expect(marker).toHaveText(/^\[\d+\]$/);
    const size = await marker.boundingBox();
    expect(size && size.width >= 24 && size.height >= 24, "marker is a 24 px target").toBe(true);

    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(400);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeInViewport();
    await captureScreen(page, "phone-after-scroll", { only: "phone" });
  });
});

test("signed in: new-chat toast, the tab named after the chat, focus back after Settings", async ({
  parentPage: page,
}) => {
  await chatInput(page).fill("How many naps does a 4 month old need?");
  await chatInput(page).press("Enter");
  await expectToast(page, "New chat started");
  await page.waitForURL(/\/chat\/\d+$/);
  await page.locator("[data-revealing]").waitFor({ state: "detached", timeout: 30_000 });
  const title = await page
    .getByTestId("chat-history")
    .locator("a[aria-current=page]")
    .textContent();
  await expect(page).toHaveTitle(`${title?.trim()} – Nestling`);

  const settings = page.getByRole("button", { name: "Settings" }).first();
  await settings.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog", { name: "Settings" }).waitFor();
  await page.keyboard.press("Escape");
  await expect(settings).toBeFocused();
});

test("a refused first question leaves no empty chat and brings the greeting back at once", async ({
  parentPage: page,
}) => {
  await chatInput(page).fill("Should I buy bitcoin or gold this year?");
  await chatInput(page).press("Enter");
  await expectToast(page, "Let's focus on parenting");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(chatInput(page)).toHaveValue("Should I buy bitcoin or gold this year?");
  await expect(page.getByText("No saved chats yet.")).toBeVisible();
  await expect(page.getByText("No messages yet. Start a conversation!")).toHaveCount(0);
  await expect(page.locator("[data-slot=greeting]")).toBeVisible({ timeout: 1_000 });
  await page.reload();
  await expect(page.getByText("No saved chats yet.")).toBeVisible();
});
