import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP } from "./screens";
import { check } from "./runner";

export const ANSWER_TIMEOUT_MS = 30_000;

/** Uncaught page errors fail the scenario that caused them; console errors are listed in the report. */
export const consoleErrors: string[] = [];

export async function openContext(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: "en-US",
    timezoneId: "America/New_York",
  });
  // Generous: in `npm test` the browser shares two cores with every other package's tests.
  context.setDefaultTimeout(20_000);
  return context;
}

const pageErrors = new WeakMap<Page, string[]>();

export async function openPage(context: BrowserContext, path = "/"): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await page.goto(path);
  return page;
}

export function assertNoPageErrors(page: Page): void {
  const errors = pageErrors.get(page) ?? [];
  check(errors.length === 0, `uncaught errors on ${page.url()}:\n${errors.join("\n")}`);
}

export const chatInput = (page: Page) => page.getByRole("textbox", { name: "Your question" });

/** Waits for the greeting to finish and the suggestions to show (1.5 s + 100 ms per word). */
export async function waitForSuggestions(page: Page): Promise<void> {
  await page.locator("[data-slot=suggested-questions]").waitFor({ timeout: 30_000 });
}

/** Asks a question with the keyboard and waits until the answer is saved and fully revealed. */
export async function ask(page: Page, question: string) {
  const answers = page.locator("[data-slot=chat-message][data-role=assistant]");
  const before = await answers.count();
  await chatInput(page).fill(question);
  await chatInput(page).press("Enter");
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll("[data-slot=chat-message][data-role=assistant]").length > count &&
      !document.querySelector("[data-revealing]"),
    before,
    { timeout: ANSWER_TIMEOUT_MS },
  );
  return answers.nth(before);
}

/** Waits for a toast with this title (sonner renders one at a time) and returns its text. */
export async function expectToast(page: Page, title: string): Promise<string> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await toast.waitFor({ timeout: 10_000 });
  return (await toast.textContent()) ?? "";
}
