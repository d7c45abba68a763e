// Spec §7: POST /api/debug/client-logs {logs, userAgent, deviceInfo, timestamp} (voice diagnostics).
import type { FastifyPluginAsync } from "fastify";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

export const debugRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.post(
    "/api/debug/client-logs",
    procedureHandler(callerFor, (caller, request) =>
      caller.debug.clientLogs(objectBody(request) as InputOf<Caller["debug"]["clientLogs"]>),
    ),
  );
};
