// REST routes: GET /api/legal-acceptance/status → {hasAccepted}, POST /api/legal-acceptance/accept.
import type { FastifyPluginAsync } from "fastify";
import { procedureHandler, type RestOptions } from "./caller.js";

export const legalAcceptanceRoutes: FastifyPluginAsync<RestOptions> = async (
  app,
  { callerFor },
) => {
  app.get(
    "/api/legal-acceptance/status",
    procedureHandler(callerFor, (caller) => caller.legal.status()),
  );
  app.post(
    "/api/legal-acceptance/accept",
    procedureHandler(callerFor, (caller) => caller.legal.accept()),
  );
};
