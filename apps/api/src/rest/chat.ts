// Spec §7: POST /api/chat {message, conversationId} → {userMessage, assistantMessage}.
import type { FastifyPluginAsync } from "fastify";
import type { ChatRateLimit } from "../http/chat-rate-limit.js";
import {
  objectBody,
  procedureHandler,
  type Caller,
  type InputOf,
  type RestOptions,
} from "./caller.js";

export const chatRoutes: FastifyPluginAsync<RestOptions & { limitChat: ChatRateLimit }> = async (
  app,
  { callerFor, limitChat },
) => {
  app.post(
    "/api/chat",
    // Wrapped: Fastify would pass its `done` callback as the question count.
    { preHandler: (request, reply) => limitChat(request, reply, 1) },
    procedureHandler(callerFor, (caller, request) =>
      caller.chat.send(objectBody(request) as InputOf<Caller["chat"]["send"]>),
    ),
  );
};
