import { rmSync } from "node:fs";
import { ensureChromium } from "./chromium";
import { buildWeb, startStack } from "./stack";

/**
 * Builds the production web app (or reuses `E2E_WEB_DIST`), starts the API serving it with the Auth
 * emulator, and hands the address to the tests through `E2E_BASE_URL` (workers inherit the
 * environment). Returns the teardown that stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  const reuse = process.env.E2E_WEB_DIST;
  const webDist = reuse || (await buildWeb());
  const stack = await startStack({ webDist, quiet: process.env.E2E_VERBOSE !== "1" });
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_DATABASE_FILE = stack.databaseFile;
  // Suites that need an API of their own (with a model, say) serve the same build.
  process.env.E2E_WEB_BUILD = webDist;
  console.log(`[e2e] web build ${webDist}, API at ${stack.baseUrl}`);
  return async () => {
    await stack.stop();
    if (!reuse) rmSync(webDist, { recursive: true, force: true });
  };
}
