import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const WEB_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const REPO_ROOT = path.resolve(WEB_ROOT, "../..");

interface Emulator {
  host: string;
  stop: () => Promise<void>;
}

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Builds the production web app into a private temporary folder and returns it. Not apps/web/dist:
 * other builds running at the same time (another package's task, a teammate) empty and refill that
 * folder, and the server would answer 404 in the middle of a run.
 */
export async function buildWeb(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "nestling-web-"));
  await run(
    path.join(WEB_ROOT, "node_modules", ".bin", "vite"),
    ["build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"],
    WEB_ROOT,
  );
  return outDir;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

export interface Stack {
  baseUrl: string;
  /** The API's SQLite file, for the few tests that must move a stored date (an expired link). */
  databaseFile: string;
  emulatorHost: string;
  stop: () => Promise<void>;
}

/**
 * The real product: the Firebase Auth emulator (shared when one already answers), and the API
 * (`apps/api/src/main.ts`) serving the built web app, on a free port with a throwaway SQLite file.
 */
export async function startStack({
  webDist,
  quiet = true,
  env = {},
}: {
  webDist: string;
  quiet?: boolean;
  /** Further variables for the API (a model's LLM_* settings, say). */
  env?: Record<string, string>;
}): Promise<Stack> {
  const emulatorModule = (await import(path.join(REPO_ROOT, "scripts", "auth-emulator.mjs"))) as {
    startAuthEmulator: (options?: { quiet?: boolean }) => Promise<Emulator>;
    emulatorAnswers: (host?: string) => Promise<boolean>;
  };
  // The emulator `npm run test:e2e` (scripts/run.mjs) or the developer started, named by
  // FIREBASE_AUTH_EMULATOR_HOST; else the shared one on 9099, started when none answers.
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const emulator: Emulator =
    given && (await emulatorModule.emulatorAnswers(given))
      ? { host: given, stop: async () => {} }
      : await emulatorModule.startAuthEmulator({ quiet });
  const dataDir = mkdtempSync(path.join(tmpdir(), "nestling-e2e-"));
  const databaseFile = path.join(dataDir, "e2e.db");
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const api: ChildProcess = spawn(
    path.join(REPO_ROOT, "apps", "api", "node_modules", ".bin", "tsx"),
    [path.join(REPO_ROOT, "apps", "api", "src", "main.ts")],
    {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_ORIGIN: baseUrl,
        DATABASE_URL: `file:${databaseFile}`,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        AUTH_EMULATOR: "on",
        // A throwaway local stack on 127.0.0.1: production build and headers, emulator sign-in.
        AUTH_EMULATOR_IN_PRODUCTION: "allow",
        RATE_LIMIT_CHAT_PER_MINUTE: "1000",
        LOG_LEVEL: "warn",
        WEB_DIST: webDist,
        GTM_CONTAINER_ID: "",
        LLM_BASE_URL: "",
        ...env,
      },
    },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (!quiet) process.stderr.write(chunk);
  };
  api.stdout?.on("data", keep);
  api.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => api.once("exit", () => resolve()));

  const stop = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill("SIGTERM");
      const timer = setTimeout(() => api.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) {
      await stop();
      throw new Error(`The API exited before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API was not ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, databaseFile, emulatorHost: emulator.host, stop };
}
