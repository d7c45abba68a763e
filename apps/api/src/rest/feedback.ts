// REST routes: GET /api/feedback/{messageId} (404 means none), POST /api/feedback/{messageId} {helpful}.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

type WithMessageId = FastifyRequest<{ Params: { messageId: string } }>;

export const feedbackRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.get(
    "/api/feedback/:messageId",
    procedureHandler<WithMessageId>(callerFor, (caller, request) =>
      caller.feedback.get({ messageId: request.params.messageId } as InputOf<
        Caller["feedback"]["get"]
      >),
    ),
  );
  app.post(
    "/api/feedback/:messageId",
    procedureHandler<WithMessageId>(callerFor, (caller, request) =>
      caller.feedback.submit({
        ...objectBody(request),
        messageId: request.params.messageId,
      } as InputOf<Caller["feedback"]["submit"]>),
    ),
  );
};
