import type { Page } from "@playwright/test";

export const ANSWER_TIMEOUT_MS = 30_000;

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
      !document.querySelector("[data-revealing]") &&
      !document.querySelector("[data-streaming]"),
    before,
    { timeout: ANSWER_TIMEOUT_MS },
  );
  return answers.nth(before);
}

/** Waits for a toast with this title (sonner renders one at a time) and returns its text. */
export async function expectToast(page: Page, title: string): Promise<string> {
  // Found and read in one step inside the page: a toast followed by a navigation (the sign-in
  // redirect a second later) can be gone before a second round trip would read it.
  const text = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll("[data-sonner-toast]")]
        .map((toast) => toast.textContent ?? "")
        .find((content) => content.includes(wanted)),
    title,
    { timeout: 10_000 },
  );
  return (await text.jsonValue()) ?? "";
}
