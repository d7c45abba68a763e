// REST routes: GET/POST /api/conversations, GET /api/conversations/{id}, GET /api/conversations/{id}/messages.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

type WithId = FastifyRequest<{ Params: { id: string } }>;

export const conversationRoutes: FastifyPluginAsync<RestOptions> = async (app, { callerFor }) => {
  app.get(
    "/api/conversations",
    procedureHandler(callerFor, (caller) => caller.conversations.list()),
  );
  app.post(
    "/api/conversations",
    procedureHandler(
      callerFor,
      (caller, request) =>
        caller.conversations.create(
          objectBody(request) as InputOf<Caller["conversations"]["create"]>,
        ),
      201,
    ),
  );
  app.get(
    "/api/conversations/:id",
    procedureHandler<WithId>(callerFor, (caller, request) =>
      caller.conversations.byId({ id: request.params.id } as InputOf<
        Caller["conversations"]["byId"]
      >),
    ),
  );
  app.get(
    "/api/conversations/:id/messages",
    procedureHandler<WithId>(callerFor, (caller, request) =>
      caller.conversations.messages({ id: request.params.id } as InputOf<
        Caller["conversations"]["messages"]
      >),
    ),
  );
};
