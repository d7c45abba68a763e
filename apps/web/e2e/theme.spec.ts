import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { captureScreen } from "./support/screens";

/** Content-Security-Policy violations the page reports (the pre-paint theme script must not be one). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test("the theme follows the system, and Settings' Theme choice wins and is kept", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  // Set by index.html before the app's scripts, under the real Content-Security-Policy.
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(21, 24, 29)");

  await page.getByRole("button", { name: "Settings" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: "Privacy" }).click();
  const theme = dialog.getByRole("radiogroup", { name: "Theme" });
  await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();
  await captureScreen(page, "settings-theme");
  await theme.locator("label", { hasText: "Light" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

  // Kept for the next visit, and applied before the first paint even against a dark system.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.getByRole("button", { name: "Settings" }).first().click();
  await dialog.getByRole("tab", { name: "Privacy" }).click();
  await theme.locator("label", { hasText: "Dark" }).click();
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForTimeout(300);
  await expect(page.locator("html"), "Dark holds whatever the system says").toHaveAttribute(
    "data-theme",
    "dark",
  );
  expect(await violations()).toEqual([]);
});
