// REST routes for share links: GET/POST/DELETE /api/conversations/{id}/share (the parent's live
// link; POST {expiresInDays?} makes a new one and answers its token once; DELETE revokes), and
// GET /api/shared/{token}, the public read-only conversation (404 never made, 410 revoked or expired).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { RateLimits } from "../http/chat-rate-limit.js";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithToken = FastifyRequest<{ Params: { token: string } }>;

export const shareRoutes: FastifyPluginAsync<RestOptions & { limits: RateLimits }> = async (
  app,
  { callerFor, limits },
) => {
  app.get(
    "/api/conversations/:id/share",
    procedureHandler<WithId>(callerFor, (caller, request) =>
      caller.shares.current({ conversationId: request.params.id } as InputOf<
        Caller["shares"]["current"]
      >),
    ),
  );
  app.post(
    "/api/conversations/:id/share",
    procedureHandler<WithId>(
      callerFor,
      (caller, request) =>
        caller.shares.create({
          ...objectBody(request),
          conversationId: request.params.id,
        } as InputOf<Caller["shares"]["create"]>),
      201,
    ),
  );
  app.delete(
    "/api/conversations/:id/share",
    procedureHandler<WithId>(callerFor, (caller, request) =>
      caller.shares.revoke({ conversationId: request.params.id } as InputOf<
        Caller["shares"]["revoke"]
      >),
    ),
  );
  app.get(
    "/api/shared/:token",
    // Public: anyone may ask, so a per-IP budget keeps token guessing and scraping slow.
    { preHandler: (request, reply) => limits.sharedViews(request, reply, 1) },
    procedureHandler<WithToken>(callerFor, (caller, request) =>
      caller.shares.conversation({ token: request.params.token }),
    ),
  );
};
