// REST routes: GET /api/feedback/{messageId} (404 means none), POST /api/feedback/{messageId} {helpful}.
import type { FastifyPluginAsync } from "fastify";
import { paramProcedure, type RestOptions } from "./caller.js";

export const feedbackRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.get(
    "/api/feedback/:messageId",
    paramProcedure(callerFor, "messageId", (caller) => caller.feedback.get),
  );
  app.post(
    "/api/feedback/:messageId",
    paramProcedure(callerFor, "messageId", (caller) => caller.feedback.submit, { body: true }),
  );
};
