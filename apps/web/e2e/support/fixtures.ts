import { test as base, expect, type Page } from "@playwright/test";
import { DESKTOP } from "./viewports";
import { signInWithTestAccount, finishOnboarding, type Parent } from "./parent";

export { expect };

interface Fixtures {
  /** A parent of its own for this test (a fresh e-mail in the Auth emulator). */
  parent: Parent;
  /** `page` signed in as `parent`, past onboarding (baby Mia, 4 months, formula) and the disclaimer. */
  parentPage: Page;
}

/**
 * Every test starts from a new browser context, so nothing carries over between tests. The `page`
 * fixture fails the test on an uncaught page error and lists browser console errors in the report.
 */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: an empty pattern means none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is unset: run the tests through playwright.config.ts");
    await use(url);
  },
  page: async ({ page }, use, testInfo) => {
    const uncaught: string[] = [];
    const consoleErrors: string[] = [];
    page.on("pageerror", (error) => uncaught.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    for (const line of new Set(consoleErrors))
      testInfo.annotations.push({ type: "console error", description: line });
    expect(uncaught, "uncaught errors in the page").toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern
  parent: async ({}, use, testInfo) => {
    const slug = testInfo.title
      .replace(/[^a-z0-9]+/gi, "-")
      .toLowerCase()
      .slice(0, 30);
    await use({
      name: "Dana Parent",
      email: `${slug}.${Date.now()}.${testInfo.retry}@example.com`,
    });
  },
  parentPage: async ({ page, parent }, use) => {
    // Sign in at desktop size (on a phone the sign-in button sits in the drawer), then return to
    // the size the test asked for.
    const size = page.viewportSize() ?? DESKTOP;
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await signInWithTestAccount(page, parent);
    await finishOnboarding(page);
    if (size.width !== DESKTOP.width) {
      await page.setViewportSize(size);
      await page.goto("/");
    }
    await use(page);
  },
});
