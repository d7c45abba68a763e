// tRPC at /trpc, one plugin: the chat rate limit and tRPC-shaped answers for errors raised before
// tRPC's own handler (rate limit, body limit, Origin check).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { inferRouterContext } from "@trpc/server";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { appRouter, refusal, type AppRouter } from "@nestling/router";
import type { RateLimits } from "../http/chat-rate-limit.js";
import { needsLogging, toHttpError } from "../http/http-error.js";
import { CROSS_SITE_MESSAGE, isAllowedOrigin } from "../http/origin-check.js";
import { trpcErrorBody, trpcProcedurePaths } from "./trpc-error-response.js";

type Context = inferRouterContext<AppRouter>;

export interface TrpcPluginOptions {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  limits: RateLimits;
  /** The further origin PUBLIC_ORIGIN admits (see origin-check.ts). */
  publicOrigin: string | null;
}

export const trpcPlugin: FastifyPluginAsync<TrpcPluginOptions> = async (
  app,
  { createContext, limits, publicOrigin },
) => {
  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error);
    if (needsLogging(error, httpError)) request.log.error({ err: error }, "request failed");
    return reply.code(httpError.statusCode).send(trpcErrorBody(request, httpError));
  });

  // Our client speaks JSON only. tRPC would also try form data and octet streams, and fails with a
  // 500 on a body that only claims to be one.
  app.addHook("onRequest", async (request) => {
    // Procedure paths are dotted names ("chat.send", batches joined by commas); anything else
    // (tRPC would try to percent-decode it and fail with a 500) names no procedure.
    if (!trpcProcedurePaths(request).every((path) => /^[A-Za-z0-9_.]+$/.test(path))) {
      throw refusal("NOT_FOUND", "No such procedure.");
    }
    const type = request.headers["content-type"];
    if (
      request.method !== "GET" &&
      type !== undefined &&
      !/^application\/json\s*(;|$)/i.test(type)
    ) {
      throw refusal(
        "UNSUPPORTED_MEDIA_TYPE",
        "Unsupported content type: send JSON (application/json).",
      );
    }
  });

  // chat.stream stores a question although it is a GET (an EventSource can only GET): a page of
  // another site must not make a parent's browser ask it. Browsers mark every request with
  // Sec-Fetch-Site, and send Origin on a cross-origin EventSource.
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" || !trpcProcedurePaths(request).includes("chat.stream")) return;
    if (!isAllowedOrigin(request, publicOrigin, { guardReads: true }))
      throw refusal("CROSS_SITE", CROSS_SITE_MESSAGE);
  });

  // Every call costs one, however many a batch carries; a streamed question costs one too.
  app.addHook("preHandler", async (request, reply) => {
    const paths = trpcProcedurePaths(request);
    const count = (name: string) => paths.filter((path) => path === name).length;
    // Shared conversations are public queries (GET, or POST when a client sends them so).
    if (count("shares.conversation") > 0)
      await limits.sharedViews(request, reply, count("shares.conversation"));
    if (request.method === "GET") {
      if (count("chat.stream") > 0) await limits.chat(request, reply, count("chat.stream"));
      return;
    }
    if (request.method !== "POST") return;
    if (count("chat.send") > 0) await limits.chat(request, reply, count("chat.send"));
    if (count("debug.clientLogs") > 0)
      await limits.clientLogs(request, reply, count("debug.clientLogs"));
  });

  // tRPC writes a few of its own refusals (unsupported or missing content type) as JSON labelled
  // text/plain; every /trpc error body is JSON, so say so.
  app.addHook("onSend", async (_request, _reply, payload) => {
    if (
      payload instanceof Response &&
      payload.status >= 400 &&
      payload.headers.get("content-type")?.startsWith("text/plain")
    ) {
      payload.headers.set("content-type", "application/json; charset=utf-8");
    }
    return payload;
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
