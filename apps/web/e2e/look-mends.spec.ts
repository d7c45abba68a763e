import type { Browser, Page } from "@playwright/test";
import { ask, chatInput, expectToast } from "./support/chat-page";
import { expect, test } from "./support/fixtures";
import { signInWithTestAccount, type Parent } from "./support/parent";
import { captureScreen, DESKTOP, PHONE } from "./support/screens";

/** Every toast title shown so far on the page (sonner keeps one at a time: record them as they come). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const text = toast.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  return context.newPage();
}

test("a visitor on a parent's chat is asked to sign in, keeps the question, and sees the chat after", async ({
  parentPage: page,
  parent,
  browser,
  baseURL,
}) => {
  await ask(page, "How many naps does a 4 month old need?");
  await page.waitForURL(/\/chat\/\d+$/);
  const chatPath = new URL(page.url()).pathname;

  const visitor = await visitorPage(browser, baseURL);
  const toasts = await recordToasts(visitor);
  await visitor.goto(chatPath);
  await expect(visitor.getByRole("heading", { name: "Sign in to see this chat" })).toBeVisible();
  await captureScreen(visitor, "chat-sign-in-to-see");
  await chatInput(visitor).fill("And how long should each nap be?");
  await chatInput(visitor).press("Enter");
  // No send and no redirect: sign-in opens here, and the question waits in the box.
  await expect(visitor.getByRole("dialog", { name: "Sign in to Nestling" })).toBeVisible();
  // (Behind the open dialog the box is hidden from the accessibility tree.)
  await expect(
    visitor.getByRole("textbox", { name: "Your question", includeHidden: true }),
  ).toHaveValue("And how long should each nap be?");
  expect(await toasts(), "no error toast").not.toContainEqual(expect.stringMatching(/Error/));

  await signInWithTestAccount(visitor, parent as Parent);
  await expect(
    visitor.locator("[data-slot=chat-message][data-role=user]").first(),
    "the chat shows once signed in",
  ).toContainText("How many naps does a 4 month old need?");
  await expect(chatInput(visitor)).toHaveValue("And how long should each nap be?");
  expect(visitor.url()).toContain(chatPath);
  await visitor.context().close();
});

test("a question sent after the session ended survives the sign-in redirect", async ({
  parentPage: page,
}) => {
  await ask(page, "When do babies start teething?");
  await page.waitForURL(/\/chat\/\d+$/);
  const chatPath = new URL(page.url()).pathname;
  // The session ends elsewhere (signed out on another device); this tab still thinks it is signed in.
  await page.context().clearCookies();
  await chatInput(page).fill("What helps with teething pain?");
  await chatInput(page).press("Enter");
  await expectToast(page, "Authentication Error");
  await page.waitForURL((url) => url.pathname === chatPath && url.search === "");
  // GET /api/login came back with ?signin=1: sign-in opens over the locked chat, the question kept.
  await expect(page.getByRole("dialog", { name: "Sign in to Nestling" })).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: "Your question", includeHidden: true }),
  ).toHaveValue("What helps with teething pain?");
  await expect(
    page.getByRole("heading", { name: "Sign in to see this chat", includeHidden: true }),
  ).toBeVisible();
});

test("one POST /api/auth/login per sign-in", async ({ page, parent }) => {
  const logins: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/login")
      logins.push(request.url());
  });
  await page.goto("/");
  await signInWithTestAccount(page, parent);
  await page.waitForTimeout(1_000);
  expect(logins).toHaveLength(1);
});

test("Settings keeps its height across tabs", async ({ parentPage: page }) => {
  await page.getByRole("button", { name: "Settings" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByText("Current age:").waitFor();
  const heights: number[] = [];
  for (const tab of ["Baby", "Account", "Privacy", "Baby"]) {
    await dialog.getByRole("tab", { name: tab }).click();
    await expect(dialog.getByRole("tab", { name: tab })).toHaveAttribute("data-state", "active");
    heights.push(Math.round((await dialog.boundingBox())!.height));
  }
  expect(new Set(heights).size, `dialog heights ${heights.join(", ")}`).toBe(1);
  // Only the chosen tab can be read or reached.
  await expect(dialog.getByRole("button", { name: "Delete My Account" })).toBeHidden();
});

test("the sidebar footer does not move when the test-account caption appears", async ({ page }) => {
  // Hold the public config (which says "emulator") back, so the first layout is without it.
  await page.route(/\/trpc\/[^?]*config\.firebase/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/");
  const help = page.getByRole("link", { name: "Help & FAQ" });
  await help.waitFor();
  const before = await help.boundingBox();
  await page.getByTestId("emulator-note").first().waitFor();
  const after = await help.boundingBox();
  expect(after?.y).toBe(before?.y);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the sign-in prompt on a saved chat fits the screen", async ({ page }) => {
    await page.goto("/chat/1");
    await expect(page.getByRole("heading", { name: "Sign in to see this chat" })).toBeInViewport();
  });
});
