import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/** The browser the tests drive: `CHROME_PATH` (e.g. the Google Chrome a CI image ships), else Debian's Chromium. */
export const CHROME_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/** Launch flags for Debian's Chromium in a container (a root user in a container needs --no-sandbox; the background-networking flags keep it off a closed network). */
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
  if (existsSync(CHROME_PATH)) return CHROME_PATH;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${CHROME_PATH} does not exist`);
  console.log("[e2e] /usr/bin/chromium is missing: installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (!existsSync(DEBIAN_CHROMIUM))
    throw new Error("apt-get finished but /usr/bin/chromium is still missing");
  return DEBIAN_CHROMIUM;
}
