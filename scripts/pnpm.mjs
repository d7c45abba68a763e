// Runs pnpm without requiring a global install: a fresh machine has only Node and npm.
import { spawn, spawnSync, execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).packageManager;
const version = pinned.split("@")[1];

function globalPnpmMatches() {
  try {
    return execFileSync("pnpm", ["--version"], { encoding: "utf8" }).trim() === version;
  } catch {
    return false;
  }
}

const usesGlobal = globalPnpmMatches();

/** Runs pnpm with the given arguments in the workspace root; exits on failure. */
export function pnpm(args, options = {}) {
  const [cmd, full] = usesGlobal ? ["pnpm", args] : ["npx", ["--yes", `pnpm@${version}`, ...args]];
  const result = spawnSync(cmd, full, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

/** Like `pnpm`, without waiting: resolves with the exit status (never exits the process). */
export function pnpmAsync(args, options = {}) {
  const [cmd, full] = usesGlobal ? ["pnpm", args] : ["npx", ["--yes", `pnpm@${version}`, ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, full, { cwd: root, stdio: "inherit", ...options });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, "node_modules", ".modules.yaml");
  const lock = path.join(root, "pnpm-lock.yaml");
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (!fresh) pnpm(["install", "--frozen-lockfile"]);
}
