// Serves the built web app (apps/web/dist) and answers page paths with its index.html: 200 for the
// web app's own routes, 404 for any other page path (the web app then shows its not-found page).
// API paths and missing files with an extension stay JSON 404s. Source maps are not served.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

const API_PREFIXES = ["/api", "/trpc"];

/**
 * The web app's routes (apps/web/src/app/app-routes.tsx; test/client-routes.test.ts keeps the two
 * lists equal). A trailing slash is allowed, as the web router allows it.
 */
export const CLIENT_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/chat\/[^/]+\/?$/,
  /^\/share\/[^/]+\/?$/,
  ...[
    "settings",
    "help",
    "privacy",
    "terms",
    "debug",
    "public-help",
    "public-privacy",
    "public-terms",
  ].map((name) => new RegExp(`^/${name}/?$`)),
];

/**
 * The path the router sees: percent-decoded, without the query, and without the scheme and host
 * of an absolute-form target (`GET http://host/api/…`). Undecodable paths are kept as they are.
 */
export function routedPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, "http://routed.invalid").pathname;
  } catch {
    pathname = url.split("?")[0]!;
  }
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function isApiPath(url: string): boolean {
  const pathname = routedPath(url);
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isTrpcPath(url: string): boolean {
  const pathname = routedPath(url);
  return pathname === "/trpc" || pathname.startsWith("/trpc/");
}

/** A page request is a GET/HEAD outside the API whose last path segment has no file extension. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isApiPath(request.url)) return false;
  const pathname = routedPath(request.url);
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * Whether the answer shows or carries a shared conversation (the /share page, its REST and tRPC
 * calls): search engines must not index those even if a link gets posted somewhere public.
 */
export function isSharedConversationPath(url: string): boolean {
  // Asked on every request, and nearly all name no share: without the word or a percent escape
  // that could spell it, the routed path cannot be one, so the URL need not be parsed.
  if (!url.includes("shar") && !url.includes("%")) return false;
  const pathname = routedPath(url);
  return (
    pathname.startsWith("/share/") ||
    pathname.startsWith("/api/shared/") ||
    (pathname.startsWith("/trpc/") && pathname.includes("shares.conversation"))
  );
}

export function isClientRoute(url: string): boolean {
  const pathname = routedPath(url);
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

export function webAppAvailable(webDist: string | null): webDist is string {
  return webDist !== null && existsSync(path.join(webDist, "index.html"));
}

/**
 * CSP sources for the inline scripts of the built index.html (its pre-paint theme switch): the
 * browser runs an inline script only when its exact text hashes to a listed source.
 */
export function inlineScriptHashes(webDist: string | null): string[] {
  if (!webAppAvailable(webDist)) return [];
  const html = readFileSync(path.join(webDist, "index.html"), "utf8");
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** Sends index.html with the given status. */
export type SendIndex = (reply: FastifyReply, statusCode: number) => FastifyReply;

/** Registers static serving; returns the index sender, or null when there is no build to serve. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
): Promise<SendIndex | null> {
  if (!webAppAvailable(webDist)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: "/",
    index: "index.html",
    // The web build writes .br and .gz copies beside each text file; the one the browser accepts is
    // sent as it is (with `Vary: Accept-Encoding`), the plain file otherwise.
    preCompressed: true,
    // Source maps would publish the original sources; they stay on the build machine.
    allowedPath: (pathName) => !pathName.endsWith(".map"),
    // Vite fingerprints everything under /assets, so those may be cached for good; the rest revalidates.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(webDist, "assets") + path.sep);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return (reply, statusCode) =>
    reply
      .code(statusCode)
      .header("cache-control", "no-cache")
      .sendFile("index.html", webDist, { cacheControl: false });
}
