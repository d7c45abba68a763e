import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { WEB_ROOT } from "./stack";

export const SCREENSHOT_DIR = path.join(WEB_ROOT, "e2e", "screenshots");
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface AxeFinding {
  screen: string;
  viewport: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Every screen captured in this run, and what axe found on each (serious and critical only). */
export const report = { screens: [] as string[], axe: [] as AxeFinding[] };

async function audit(page: Page, screen: string, viewport: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // Sonner's toasts come and go while axe walks the page; they are checked on their own screen.
    .exclude("[data-sonner-toaster]")
    .analyze();
  for (const violation of result.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    report.axe.push({
      screen,
      viewport,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    });
  }
}

/**
 * Saves `{name}-desktop.png` (1280×800) and `{name}-phone.png` (390×844) of the page as it is, and
 * runs axe at both sizes. The page is left at the size it had.
 */
export async function captureScreen(
  page: Page,
  name: string,
  { fullPage = false, only }: { fullPage?: boolean; only?: "desktop" | "phone" } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  const sizes = (
    [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as Array<[string, { width: number; height: number }]>
  ).filter(([label]) => only === undefined || label === only);
  // End at the size the page had, so the scenario continues where it was.
  if (original.width !== PHONE.width) sizes.reverse();
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    // Let the layout settle (drawer breakpoint, sticky input, fonts) before the picture.
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage });
    await audit(page, name, label);
  }
  report.screens.push(name);
}
