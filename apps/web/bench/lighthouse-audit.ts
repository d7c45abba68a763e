// One Lighthouse run (the `lighthouse` npm package, 12.x: 13 needs Node 22) in Debian's Chromium,
// with a fresh profile each time so every run is a cold load. Mobile is Lighthouse's default preset
// (simulated slow 4G, 4× slower CPU); desktop is its desktop preset.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS } from "../e2e/support/chromium";

export type Preset = "mobile" | "desktop";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface AuditSummary {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  /** FCP and LCP as this machine saw them, before Lighthouse's simulation of a slow phone. */
  observedFcpMs: number;
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire for every script the page loaded (Lighthouse's own network record). */
  scriptTransferBytes: number;
  /** Requests that left 127.0.0.1/localhost: there must be none (the bench runs offline). */
  externalRequests: string[];
  /** What Lighthouse found to be the largest contentful paint. */
  lcpElement: string;
  /** Failing performance audits worth reading, e.g. "render-blocking-resources". */
  opportunities: string[];
}

// Offline: every host but the local one resolves to nothing, so neither the page nor Chromium itself
// can reach the network even if something tried.
const OFFLINE_ARGS = [
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function isLocal(url: string): boolean {
  if (!/^https?:/.test(url)) return true;
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1";
}

/** The LCP element's snippet from the audit's table (a list of tables since Lighthouse 11). */
function lcpElementOf(details: unknown): string {
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== "object") return null;
    const node = value as { type?: string; snippet?: string };
    if (node.type === "node" && node.snippet) return node.snippet;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return (find(details) ?? "").slice(0, 120);
}

export async function runLighthouse(
  url: string,
  preset: Preset,
  chromePath: string,
): Promise<AuditSummary> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, ...OFFLINE_ARGS],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const observed = (
      lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined
    )?.items?.[0];
    const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })
      ?.items ?? []) as NetworkRequest[];
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as AuditSummary["scores"];
    return {
      scores,
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      observedFcpMs: observed?.observedFirstContentfulPaint ?? Number.NaN,
      observedLcpMs: observed?.observedLargestContentfulPaint ?? Number.NaN,
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      scriptTransferBytes: requests
        .filter((r) => r.resourceType === "Script")
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
      externalRequests: requests.map((r) => r.url).filter((u) => !isLocal(u)),
      opportunities: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.details?.type === "opportunity" &&
            a.score !== null &&
            a.score < 0.9 &&
            (a.numericValue ?? 0) > 0,
        )
        .map((a) => `${a.id} (${Math.round(a.numericValue ?? 0)} ms)`),
    };
  } finally {
    chrome.kill();
  }
}
