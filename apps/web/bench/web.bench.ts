// `npm run bench` (apps/web): builds the production app and prints
//   - the gzip size of the JavaScript `/` loads (entry + preloaded chunks, and what the browser really
//     fetched during the first 5 s), and of every lazy chunk;
//   - Largest Contentful Paint and Cumulative Layout Shift of `/` in headless Chromium on localhost,
//     served by the real API, at 1280×800 and 390×844 (median of 3 cold loads each).
// Targets: initial JS ≤ 200 KB gzip, LCP ≤ 1 s, CLS ≤ 0.05. It prints figures; it does not fail.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../e2e/support/chromium";
import { buildWeb, startStack } from "../e2e/support/stack";

const TARGET_INITIAL_KB = 200;
const TARGET_LCP_MS = 1_000;
const TARGET_CLS = 0.05;
const RUNS = 3;
const SETTLE_MS = 5_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Entry script and modulepreload links of the built index.html: what `/` loads before any code runs. */
function initialScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g))
    files.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g))
    files.add(match[1]!);
  return [...files];
}

function allScripts(dist: string): string[] {
  return readdirSync(path.join(dist, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `assets/${name}`);
}

// Recorded in the page from the first paint: every LCP candidate and every layout shift without input.
const VITALS_SCRIPT = `(() => {
  window.__vitals = { lcp: 0, cls: 0, lcpElement: "", fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") window.__vitals.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + ' "' + (el.textContent || "").trim().slice(0, 40) + '"' : "";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
})();`;

interface Vitals {
  fcp: number;
  lcp: number;
  cls: number;
  lcpElement: string;
  scripts: string[];
}

async function measure(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
): Promise<Vitals> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  await context.addInitScript(VITALS_SCRIPT);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith(".js"))
      scripts.push(url.pathname.slice(1));
  });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const vitals = (await page.evaluate("window.__vitals")) as Omit<Vitals, "scripts">;
  await context.close();
  return { ...vitals, scripts };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const executablePath = ensureChromium();
  // BENCH_WEB_DIST measures an existing build instead of making one.
  const dist = process.env.BENCH_WEB_DIST || (await buildWeb());
  const size = (file: string) => gzipBytes(dist, file);

  const initial = initialScripts(dist);
  const initialBytes = initial.reduce((sum, file) => sum + size(file), 0);
  console.log("\nJavaScript for / (entry + modulepreload, gzip -9):");
  for (const file of initial) console.log(`  ${kb(size(file)).padStart(9)}  ${file}`);
  console.log(
    `  ${kb(initialBytes).padStart(9)}  total (target ≤ ${TARGET_INITIAL_KB} KB) ${initialBytes <= TARGET_INITIAL_KB * 1024 ? "✓" : "✗"}`,
  );

  console.log("\nLazy chunks (gzip -9):");
  for (const file of allScripts(dist)
    .filter((f) => !initial.includes(f))
    .sort((a, b) => size(b) - size(a))) {
    console.log(`  ${kb(size(file)).padStart(9)}  ${file}`);
  }

  const stack = await startStack({ webDist: dist });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const [label, viewport] of [
      ["1280×800", { width: 1280, height: 800 }],
      ["390×844", { width: 390, height: 844 }],
    ] as const) {
      const runs: Vitals[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, stack.baseUrl, viewport));
      const lcp = median(runs.map((r) => r.lcp));
      const cls = median(runs.map((r) => r.cls));
      const fetched = [...new Set(runs[0]!.scripts)];
      const fetchedBytes = fetched.reduce((sum, file) => sum + size(file), 0);
      console.log(`\n/ at ${label} (median of ${RUNS} cold loads, headless Chromium, localhost):`);
      console.log(`  FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms`);
      console.log(
        `  LCP ${lcp.toFixed(0)} ms (target ≤ ${TARGET_LCP_MS} ms) ${lcp <= TARGET_LCP_MS ? "✓" : "✗"}  element: ${runs[0]!.lcpElement}`,
      );
      console.log(
        `  CLS ${cls.toFixed(3)} (target ≤ ${TARGET_CLS}) ${cls <= TARGET_CLS ? "✓" : "✗"}`,
      );
      console.log(
        `  JS fetched in the first ${SETTLE_MS / 1000} s: ${fetched.length} files, ${kb(fetchedBytes)} gzip`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
    if (!process.env.BENCH_WEB_DIST) rmSync(dist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  process.exit(1);
});
