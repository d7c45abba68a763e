// `npm test`, `npm run build`, …: install when needed, then run the task in every workspace via turbo.
// The test tasks start one Firebase Auth emulator for the whole run, on free ports of its own (API
// contract tests and browser tests share it), so parallel suites never race for a port and no other
// run on the machine can stop it. CI runs the parts of `npm test` as separate jobs, through the same
// commands: see "Continuous integration" in the README.
import { ensureInstalled, pnpm, pnpmAsync } from "./pnpm.mjs";

const [task, ...rest] = process.argv.slice(2);
ensureInstalled();

// --continue: one failing package should not hide the others' results.
// --concurrency=2: the machines have two cores; more parallel suites only make timers late.
const SUITE = ["--continue", "--concurrency=2"];
const turboTasks = {
  "test:unit": ["test", ...SUITE],
  "test:e2e": ["test:e2e", ...SUITE],
  dev: ["dev", "--parallel"],
}[task] ?? [task];
const needsEmulator = task === "test" || task === "test:unit" || task === "test:e2e";

/** Exits with a message when the tree is not formatted as prettier would write it. */
function checkFormatting() {
  const status = pnpm(["exec", "prettier", "--check", "--log-level=warn", "."], {
    allowFailure: true,
  });
  if (status !== 0) {
    console.error("prettier --check failed: run `npm run format` and commit the result.");
    process.exit(status);
  }
}

// Formatting is part of the suite: a file prettier would change fails the run before anything else.
if (task === "test") checkFormatting();

// So are comments that cite documents outside the repo (docs/ holds the ones we keep).
if (task === "test" || task === "lint") {
  const { checkDocReferences } = await import("./check-doc-references.mjs");
  if (checkDocReferences() > 0) process.exit(1);
}

let stopEmulator = async () => {};
if (needsEmulator) {
  const { startAuthEmulator } = await import("./auth-emulator.mjs");
  const emulator = await startAuthEmulator({ isolated: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  stopEmulator = emulator.stop;
}

/**
 * The whole suite: everything built once, then two lanes side by side. The browser suite spends
 * most of its time waiting on the browser, timers and the network rather than computing, so it
 * runs from the start in a lane of its own (two Playwright workers) instead of queuing behind the
 * CPU-bound suites, which keep their two slots. `--only`: both lanes use the one build.
 */
async function wholeSuite() {
  const built = pnpm(["exec", "turbo", "run", "build", ...SUITE, ...rest], { allowFailure: true });
  if (built !== 0) return built;
  const [checks, browser] = await Promise.all([
    pnpmAsync(["exec", "turbo", "run", "lint", "typecheck", "test", "--only", ...SUITE, ...rest]),
    pnpmAsync(["exec", "turbo", "run", "test:e2e", "--only", "--continue", ...rest], {
      env: { ...process.env, E2E_WORKERS: process.env.E2E_WORKERS ?? "2" },
    }),
  ]);
  return checks !== 0 ? checks : browser;
}

const status =
  task === "test"
    ? await wholeSuite()
    : pnpm(["exec", "turbo", "run", ...turboTasks, ...rest], { allowFailure: true });
await stopEmulator();
process.exit(status);
