// CSRF defence for cookie-authenticated calls: every state-changing request must come from our own
// pages. Browsers always send Origin on cross-site POST/PUT/PATCH/DELETE and mark the request with
// Sec-Fetch-Site; clients that are not browsers (curl, tests) send neither and carry no ambient
// cookies worth forging.
//
// The guard goes by method alone, whatever the path: the router decodes paths (`/%61pi/…` reaches
// /api/…) and accepts absolute-form targets (`POST http://host/api/…`), so any check on the raw
// URL can be walked around. The site has no state-changing request outside the API anyway.
import type { FastifyReply, FastifyRequest } from "fastify";
import { refusal } from "@nestling/router";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

function isGuarded(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method);
}

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * The Origin is compared by host, not scheme: behind a TLS-terminating proxy the server sees http
 * while the browser says https. PUBLIC_ORIGIN admits one further origin, compared exactly.
 */
export function isAllowedOrigin(
  request: FastifyRequest,
  publicOrigin: string | null,
  { guardReads = false }: { guardReads?: boolean } = {},
): boolean {
  if (!guardReads && !isGuarded(request)) return true;
  const origin = request.headers.origin;
  if (typeof origin === "string") {
    if (publicOrigin !== null && origin === publicOrigin) return true;
    // request.host is the Host header, or X-Forwarded-Host when the proxy is trusted.
    const host = request.host;
    return Boolean(host) && hostOf(origin) === host.toLowerCase();
  }
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * An onRequest hook refusing cross-site state changes with 403 before any body is read. Callback
 * style: it runs on every request, and an async hook would cost a promise each time.
 */
export function originCheck(publicOrigin: string | null) {
  return function checkOrigin(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    if (isAllowedOrigin(request, publicOrigin)) done();
    else done(refusal("CROSS_SITE", CROSS_SITE_MESSAGE));
  };
}
