// `npm run test:e2e` (apps/web): builds the production web app, starts the real API (temporary SQLite
// file) and the Firebase Auth emulator, and drives Debian's Chromium through every flow with
// playwright-core. Screenshots of every screen at 1280×800 and 390×844 go to e2e/screenshots/, and
// axe must find no serious or critical violation on any of them.
import { rmSync } from "node:fs";
import { chromium } from "playwright-core";
import {
  anonymousChat,
  emergencyCard,
  staticPages,
  unsupportedVoice,
  voiceInput,
} from "./scenarios/anonymous";
import {
  deleteAccount,
  historyAndDeepLink,
  mobileDrawer,
  onboardingAndLegal,
  settings,
  signIn,
} from "./scenarios/signed-in";
import { CHROMIUM_ARGS, ensureChromium } from "./support/chromium";
import { consoleErrors } from "./support/chat-page";
import { runScenarios, type Scenario } from "./support/runner";
import { report, SCREENSHOT_DIR } from "./support/screens";
import { buildWeb, startStack } from "./support/stack";

const SCENARIOS: Scenario[] = [
  anonymousChat,
  emergencyCard,
  unsupportedVoice,
  voiceInput,
  staticPages,
  signIn,
  onboardingAndLegal,
  settings,
  historyAndDeepLink,
  mobileDrawer,
  deleteAccount,
];

async function main(): Promise<number> {
  const executablePath = ensureChromium();
  // E2E_WEB_DIST reuses a finished build (quicker reruns while debugging a scenario).
  const webDist = process.env.E2E_WEB_DIST || (await buildWeb());
  console.log(`[e2e] web build: ${webDist}`);
  const stack = await startStack({ webDist, quiet: process.env.E2E_VERBOSE !== "1" });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const only = process.env.E2E_ONLY;
    const scenarios = only ? SCENARIOS.filter((s) => s.name.includes(only)) : SCENARIOS;
    const results = await runScenarios(scenarios, { browser, baseUrl: stack.baseUrl });

    const failed = results.filter((r) => !r.ok);
    console.log(`\n[e2e] ${results.length - failed.length}/${results.length} scenarios passed`);
    console.log(`[e2e] ${report.screens.length} screens captured in ${SCREENSHOT_DIR}`);
    if (report.axe.length > 0) {
      console.log(`[e2e] axe: ${report.axe.length} serious/critical violation(s):`);
      for (const finding of report.axe) {
        console.log(
          `  - ${finding.screen} (${finding.viewport}) ${finding.impact} ${finding.id}: ${finding.help}\n      ${finding.targets.join("\n      ")}`,
        );
      }
    } else {
      console.log("[e2e] axe: no serious or critical violations");
    }
    if (consoleErrors.length > 0) {
      console.log(`[e2e] browser console errors (${consoleErrors.length}):`);
      for (const line of [...new Set(consoleErrors)].slice(0, 20)) console.log(`  - ${line}`);
    }
    return failed.length === 0 && report.axe.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await stack.stop();
    if (!process.env.E2E_WEB_DIST) rmSync(webDist, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[e2e] could not run:", error);
    process.exit(1);
  },
);
