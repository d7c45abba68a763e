// REST routes: POST /api/debug/client-logs {logs, userAgent, deviceInfo, timestamp} (voice diagnostics).
import type { FastifyPluginAsync } from "fastify";
import type { RateLimits } from "../http/chat-rate-limit.js";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

export const debugRoutes: FastifyPluginAsync<RestOptions & { limits: RateLimits }> = async (
  app,
  { callerFor, limits },
) => {
  app.post(
    "/api/debug/client-logs",
    // Wrapped: Fastify would pass its `done` callback as the call count.
    { preHandler: (request, reply) => limits.clientLogs(request, reply, 1) },
    procedureHandler(callerFor, (caller, request) =>
      caller.debug.clientLogs(objectBody(request) as InputOf<Caller["debug"]["clientLogs"]>),
    ),
  );
};
