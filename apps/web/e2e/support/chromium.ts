import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Launch flags for Debian's Chromium in a container (see shared/design/TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's Chromium, installed with apt-get when it is missing. Never a downloaded browser build:
 * this machine reaches only the npm registry and Debian's packages.
 */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist`);
  console.log("[e2e] /usr/bin/chromium is missing: installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error("apt-get finished but /usr/bin/chromium is still missing");
  return CHROMIUM_PATH;
}
