// REST routes: POST /api/chat {message, conversationId} → {userMessage, assistantMessage}.
import type { FastifyPluginAsync } from "fastify";
import type { RateLimits } from "../http/chat-rate-limit.js";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

export const chatRoutes: FastifyPluginAsync<RestOptions & { limits: RateLimits }> = async (
  app,
  { callerFor, limits },
) => {
  app.post(
    "/api/chat",
    // Wrapped: Fastify would pass its `done` callback as the question count.
    { preHandler: (request, reply) => limits.chat(request, reply, 1) },
    procedureHandler(callerFor, (caller, request) =>
      caller.chat.send(objectBody(request) as InputOf<Caller["chat"]["send"]>),
    ),
  );
};
