import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { WEB_ROOT } from "./stack";
import { DESKTOP, PHONE } from "./viewports";

export { DESKTOP, PHONE };
export const SCREENSHOT_DIR = path.join(WEB_ROOT, "e2e", "screenshots");

/** Serious and critical axe findings on the page as it is, one readable line each. */
async function audit(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // Sonner's toasts come and go while axe walks the page; they are checked on their own screen.
    .exclude("[data-sonner-toaster]")
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

export const THEMES = ["light", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * Switches the system's colour scheme and waits for the app (on its default "System" choice) to
 * follow it on <html data-theme>.
 */
export async function setSystemTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** Transitions off while pictures are taken, so axe reads settled colours without waiting. */
const STILL = "*, *::before, *::after { transition: none !important; animation: none !important; }";

/**
 * Saves `{name}-{desktop|phone}-{light|dark}.png` (1280×800 and 390×844, in both themes) of the page
 * as it is, and checks each with axe (a soft assertion: the test goes on and lists every finding).
 * Each size is audited in both themes: some elements show at one size only (the phone's top bar).
 * The page is left at the size it had, in the light theme.
 */
export async function captureScreen(
  page: Page,
  name: string,
  { fullPage = false, only }: { fullPage?: boolean; only?: "desktop" | "phone" } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Four pictures and four axe runs: each capture brings its own time, so a test that looks at
  // many screens (the pages tour) is not cut short by the default budget.
  test.info().setTimeout(test.info().timeout + 30_000);
  const original = page.viewportSize() ?? DESKTOP;
  const sizes = (
    [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as Array<[string, { width: number; height: number }]>
  ).filter(([label]) => only === undefined || label === only);
  // Start at the other size and end at the size the page had, so the test continues where it was.
  if (original.width !== PHONE.width) sizes.reverse();
  const still = await page.addStyleTag({ content: STILL });
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    // Let the layout settle (drawer breakpoint, sticky input) before the picture.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    for (const theme of THEMES) {
      await setSystemTheme(page, theme);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${label}-${theme}.png`),
        fullPage,
      });
      expect.soft(await audit(page), `axe on ${name} (${label}, ${theme})`).toEqual([]);
    }
  }
  await still.evaluate((element) => (element as HTMLStyleElement).remove());
  await setSystemTheme(page, "light");
}
