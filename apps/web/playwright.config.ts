import { defineConfig } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./e2e/support/chromium";
import { DESKTOP } from "./e2e/support/viewports";

const CI = Boolean(process.env.CI);

/**
 * Browser tests (`pnpm --filter @nestling/web test:e2e`): the global setup builds the production web
 * app and starts the real API with the Auth emulator; every test gets its own browser context (and,
 * when signed in, its own fresh parent account), so tests run in any order.
 */
export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "./test-results",
  globalSetup: "./e2e/support/global-setup.ts",
  // The machine has two cores shared with the API, the emulator and the browser: one worker by default.
  workers: Number(process.env.E2E_WORKERS) || 1,
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: CI ? [["list"], ["github"]] : [["list"]],
  use: {
    browserName: "chromium",
    // Never a downloaded browser build: Debian's Chromium, or the Chrome a CI image ships (CHROME_PATH).
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
    headless: true,
    viewport: DESKTOP,
    locale: "en-US",
    timezoneId: "America/New_York",
    // Generous: in `npm test` the browser shares two cores with every other package's tests.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
