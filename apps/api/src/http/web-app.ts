// Serves the built web app (apps/web/dist) and falls back to index.html for the SPA's client routes
// (/chat/123, /settings, …). API paths and missing files with an extension stay 404s.
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

const API_PREFIXES = ["/api", "/trpc"];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/** A client route is a GET/HEAD outside the API whose last path segment has no file extension. */
export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0]!;
  if (isApiPath(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

export function webAppAvailable(webDist: string | null): webDist is string {
  return webDist !== null && existsSync(path.join(webDist, "index.html"));
}

/** Registers static serving; returns the fallback sender, or null when there is no build to serve. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!webAppAvailable(webDist)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: "/",
    index: "index.html",
    // The web build writes .br and .gz copies beside each text file; the one the browser accepts is
    // sent as it is (with `Vary: Accept-Encoding`), the plain file otherwise.
    preCompressed: true,
    // Vite fingerprints everything under /assets, so those may be cached for good; the rest revalidates.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(webDist, "assets") + path.sep);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return (reply) =>
    reply
      .header("cache-control", "no-cache")
      .sendFile("index.html", webDist, { cacheControl: false });
}
