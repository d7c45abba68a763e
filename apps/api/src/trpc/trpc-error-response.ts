// Errors raised before tRPC's own handler runs (Origin check, rate limit, body limit) are answered in
// tRPC's wire format, so the web client's tRPC link reads them like any procedure error.
import { TRPCError } from "@trpc/server";
import type { AnyRouter } from "@trpc/server";
import { getErrorShape, transformTRPCResponse } from "@trpc/server/unstable-core-do-not-import";
import type { FastifyRequest } from "fastify";
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

export function trpcErrorBody(
  router: AnyRouter,
  request: FastifyRequest,
  httpError: HttpError,
): unknown {
  const config = router._def._config;
  const error = new TRPCError({ code: httpError.code, message: httpError.message });
  const { paths, batch } = procedurePaths(request);
  const shapeFor = (path: string | undefined) => ({
    error: getErrorShape({
      config,
      error,
      type: "unknown",
      path,
      input: undefined,
      ctx: undefined,
    }),
  });
  if (batch)
    return transformTRPCResponse(config, (paths.length > 0 ? paths : [undefined]).map(shapeFor));
  return transformTRPCResponse(config, shapeFor(paths[0]));
}
