// REST routes for share links: GET/POST/DELETE /api/conversations/{id}/share (the parent's live
// link; POST {expiresInDays?} makes a new one and answers its token once; DELETE revokes), and
// GET /api/shared/{token}, the public read-only conversation (404 never made, 410 revoked or expired).
import type { FastifyPluginAsync } from "fastify";
import type { RateLimits } from "../http/chat-rate-limit.js";
import { paramProcedure, type RestOptions } from "./caller.js";

export const shareRoutes: FastifyPluginAsync<RestOptions & { limits: RateLimits }> = async (
  app,
  { callerFor, limits },
) => {
  const ofConversation = { field: "conversationId" };
  app.get(
    "/api/conversations/:id/share",
    paramProcedure(callerFor, "id", (caller) => caller.shares.current, ofConversation),
  );
  app.post(
    "/api/conversations/:id/share",
    paramProcedure(callerFor, "id", (caller) => caller.shares.create, {
      ...ofConversation,
      body: true,
      statusCode: 201,
    }),
  );
  app.delete(
    "/api/conversations/:id/share",
    paramProcedure(callerFor, "id", (caller) => caller.shares.revoke, ofConversation),
  );
  app.get(
    "/api/shared/:token",
    // Public: anyone may ask, so a per-IP budget keeps token guessing and scraping slow.
    { preHandler: (request, reply) => limits.sharedViews(request, reply, 1) },
    paramProcedure(callerFor, "token", (caller) => caller.shares.conversation),
  );
};
