// tRPC at /trpc, one plugin: the chat rate limit and tRPC-shaped answers for errors raised before
// tRPC's own handler (rate limit, body limit, Origin check).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { inferRouterContext } from "@trpc/server";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { appRouter, type AppRouter } from "@nestling/router";
import type { ChatRateLimit } from "../http/chat-rate-limit.js";
import { needsLogging, toHttpError } from "../http/http-error.js";
import { trpcErrorBody, trpcProcedurePaths } from "./trpc-error-response.js";

type Context = inferRouterContext<AppRouter>;

export interface TrpcPluginOptions {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  limitChat: ChatRateLimit;
}

export const trpcPlugin: FastifyPluginAsync<TrpcPluginOptions> = async (app, { createContext, limitChat }) => {
  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error);
    if (needsLogging(error, httpError)) request.log.error({ err: error }, "request failed");
    return reply.code(httpError.statusCode).send(trpcErrorBody(appRouter, request, httpError));
  });

  app.addHook("preHandler", async (request, reply) => {
    if (request.method === "POST" && trpcProcedurePaths(request).includes("chat.send")) {
      await limitChat(request, reply);
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      // Failing procedures are logged by the router's own middleware.
      createContext: ({ req, res }) => createContext(req, res),
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
};
