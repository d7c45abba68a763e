// `npm test`, `npm run build`, …: install when needed, then run the task in every workspace via turbo.
// For `test`, one Firebase Auth emulator is started for the whole run (API contract tests and
// browser tests share it), so parallel suites never race for port 9099.
import { ensureInstalled, pnpm } from "./pnpm.mjs";

const [task, ...rest] = process.argv.slice(2);
ensureInstalled();

const turboTasks = {
  // --continue: one failing package should not hide the others' results.
  // --concurrency=2: the machines have two cores; more parallel suites only make timers late.
  test: ["lint", "typecheck", "test", "test:e2e", "--continue", "--concurrency=2"],
  dev: ["dev", "--parallel"],
}[task] ?? [task];

let stopEmulator = async () => {};
if (task === "test") {
  // Formatting is part of the suite: a file prettier would change fails the run before anything else.
  const formatted = pnpm(["exec", "prettier", "--check", "--log-level=warn", "."], {
    allowFailure: true,
  });
  if (formatted !== 0) {
    console.error("prettier --check failed: run `npm run format` and commit the result.");
    process.exit(formatted);
  }

  const { startAuthEmulator } = await import("./auth-emulator.mjs");
  const emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  stopEmulator = emulator.stop;
}

const status = pnpm(["exec", "turbo", "run", ...turboTasks, ...rest], { allowFailure: true });
await stopEmulator();
process.exit(status);
