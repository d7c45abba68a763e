// Errors raised before tRPC's own handler runs (Origin check, rate limit, body limit, an over-long
// path) are answered in tRPC's wire format, built by the router's own error shape, so the web
// client's tRPC link reads them like any procedure error.
import type { FastifyRequest } from "fastify";
import { errorShape } from "@nestling/router";
import type { HttpError } from "../http/http-error.js";

function procedurePaths(request: FastifyRequest): { paths: string[]; batch: boolean } {
  const params = request.params as { path?: unknown } | undefined;
  const query = request.query as { batch?: unknown } | undefined;
  const paths = typeof params?.path === "string" ? params.path.split(",") : [];
  return { paths, batch: query?.batch === "1" || query?.batch === "true" };
}

/** The procedure names a /trpc request targets ("chat.send", or several for a batch). */
export function trpcProcedurePaths(request: FastifyRequest): string[] {
  return procedurePaths(request).paths;
}

export function trpcErrorBody(request: FastifyRequest, httpError: HttpError): unknown {
  const { paths, batch } = procedurePaths(request);
  const publicError = {
    code: httpError.code,
    reason: httpError.reason,
    status: httpError.statusCode,
    message: httpError.message,
  };
  const shapeFor = (path: string | null) => ({ error: errorShape(publicError, path) });
  if (batch) return (paths.length > 0 ? paths : [null]).map(shapeFor);
  return shapeFor(paths[0] ?? null);
}
