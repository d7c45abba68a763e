// REST routes: GET /api/gtm-config → {containerId}; and GET /api/firebase-config, the public Firebase
// settings the web app signs in with (null when sign-in is not configured); GET /api/regions, the
// emergency numbers and names by region.
import type { FastifyPluginAsync } from "fastify";
import { procedureHandler, type RestOptions } from "./caller.js";

export const configRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.get(
    "/api/gtm-config",
    procedureHandler(callerFor, (caller) => caller.config.gtm()),
  );
  app.get(
    "/api/firebase-config",
    procedureHandler(callerFor, (caller) => caller.config.firebase()),
  );
  app.get(
    "/api/regions",
    procedureHandler(callerFor, (caller) => caller.config.regions()),
  );
};
