// Starts the Firebase Auth emulator (firebase-tools, offline `demo-` project) unless one already answers.
// Used by `npm start` (local sign-in without a Firebase project), `npm test` and the API test setup.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const EMULATOR_PROJECT_ID = "demo-nestling";
export const EMULATOR_HOST = "127.0.0.1:9099";
// A cold start on a loaded two-core machine has taken over a minute; a slow start is not a failure.
const READY_TIMEOUT_MS = 180_000;

/** True when an Auth emulator answers at `host` (e.g. "127.0.0.1:9099"). */
export async function emulatorAnswers(host = EMULATOR_HOST) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = await res.json().catch(() => null);
    return Boolean(body && body.authEmulator && body.authEmulator.ready);
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A firebase.json of its own (auth, hub and logging on free ports) in a temporary folder. */
async function privateConfig() {
  const dir = mkdtempSync(path.join(tmpdir(), "nestling-auth-emulator-"));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = {
    emulators: {
      ui: { enabled: false },
      auth: { host: "127.0.0.1", port: auth },
      hub: { host: "127.0.0.1", port: hub },
      logging: { host: "127.0.0.1", port: logging },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, "firebase.json"), JSON.stringify(config, null, 2));
  return { dir, host: `127.0.0.1:${auth}` };
}

/**
 * Makes sure an Auth emulator answers on 127.0.0.1:9099 and returns `{ host, projectId, stop }`.
 * `stop` only stops an emulator this call started; one that was already running is left alone
 * (another test run or `npm start` owns it).
 *
 * With `isolated: true` it always starts an emulator of its own on free ports instead, which
 * nobody else reuses or stops: for a test run that must not depend on other runs on the machine.
 */
export async function startAuthEmulator({ quiet = true, isolated = false } = {}) {
  if (isolated) {
    const { dir, host } = await privateConfig();
    try {
      const emulator = await launch({
        quiet,
        host,
        configArgs: ["--config", path.join(dir, "firebase.json")],
        cwd: dir,
      });
      return {
        ...emulator,
        stop: async () => {
          await emulator.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }
  if (await emulatorAnswers()) {
    return {
      host: EMULATOR_HOST,
      projectId: EMULATOR_PROJECT_ID,
      started: false,
      stop: async () => {},
    };
  }
  return launch({ quiet, host: EMULATOR_HOST, configArgs: [], cwd: root, shared: true });
}

async function launch({ quiet, host, configArgs, cwd, shared = false }) {
  const bin = path.join(root, "node_modules", ".bin", "firebase");
  if (!existsSync(bin)) {
    throw new Error(`firebase-tools is not installed (${bin} missing): run the install first`);
  }
  const child = spawn(
    bin,
    ["emulators:start", "--only", "auth", "--project", EMULATOR_PROJECT_ID, ...configArgs],
    {
      cwd,
      // Own process group, so stop() reaches firebase-tools' children too.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    },
  );
  let output = "";
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
    if (!quiet) process.stderr.write(chunk);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      return;
    }
    const forced = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    await exitPromise;
    clearTimeout(forced);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!exited && (await emulatorAnswers(host))) {
      return { host, projectId: EMULATOR_PROJECT_ID, started: true, stop };
    }
    if (exited) {
      // Lost a race with another starter of the shared emulator: its emulator is as good as ours.
      if (shared && (await emulatorAnswers(host))) {
        return { host, projectId: EMULATOR_PROJECT_ID, started: false, stop: async () => {} };
      }
      throw new Error(`The Firebase Auth emulator exited before it was ready:\n${output}`);
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `The Firebase Auth emulator was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`,
  );
}
