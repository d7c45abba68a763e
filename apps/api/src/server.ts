// buildServer(deps): the whole HTTP surface (security headers, Origin check, /trpc, the /api REST
// adapter, the built web app, one error mapping). It never listens: main.ts and tests decide that.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import fastifyCookie from "@fastify/cookie";
import {
  appRouter,
  createContext,
  requesterKey,
  type Context,
  type RouterDeps,
} from "@nestling/router";
import { registerRateLimits } from "./http/chat-rate-limit.js";
import { registerCompression } from "./http/compression.js";
import { httpBridge } from "./http/http-bridge.js";
import { needsLogging, restErrorBody, toHttpError } from "./http/http-error.js";
import { loggerOptions, type LogLevel, type LogTarget } from "./http/logger.js";
import { originCheck } from "./http/origin-check.js";
import { registerPurgeJob } from "./http/purge-job.js";
import { securityHeaders, type SecurityHeaderOptions } from "./http/security-headers.js";
import {
  inlineScriptHashes,
  isApiPath,
  isClientRoute,
  isPageRequest,
  isSharedConversationPath,
  isTrpcPath,
  registerWebApp,
} from "./http/web-app.js";
import { restApi } from "./rest/index.js";
import { readinessRoutes } from "./rest/ready.js";
import type { Redis } from "./shared/redis-client.js";
import { sharedWindowStore } from "./shared/shared-window-store.js";
import { trpcErrorBody } from "./trpc/trpc-error-response.js";
import { trpcPlugin } from "./trpc/trpc-plugin.js";

export interface ServerDeps {
  /** What the procedures need (database, answer engine, identity, public config); they log to the server's logger. */
  router: Omit<RouterDeps, "logger">;
  /** Built web app to serve (apps/web/dist); null or a folder without index.html serves the API only. */
  webDist: string | null;
  /** An origin allowed to make state-changing calls besides the request's own host. */
  publicOrigin: string | null;
  rateLimitChatPerMinute: number;
  bodyLimitBytes: number;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits, host for the Origin check). */
  trustProxy?: boolean | string;
  security: SecurityHeaderOptions;
  /** A pino level (optionally with a stream) for Fastify's own logger, or a ready logger instance. */
  logger: LogLevel | LogTarget | FastifyBaseLogger;
  /** REDIS_URL's connection: rate limits shared by every instance. Absent: counted in this process. */
  redis?: Redis | null;
  /** How often the retention purge runs (hourly by default). */
  purgeIntervalMs?: number;
}

export const NOT_FOUND_MESSAGE = "Not found.";
export const NO_SUCH_ENDPOINT = "No such API endpoint.";

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const headers = await securityHeaders({
    ...deps.security,
    inlineScriptHashes: inlineScriptHashes(deps.webDist),
  });
  const app = Fastify({
    ...(typeof deps.logger === "string"
      ? { logger: loggerOptions({ level: deps.logger }) }
      : "child" in deps.logger
        ? { loggerInstance: deps.logger }
        : { logger: loggerOptions(deps.logger) }),
    bodyLimit: deps.bodyLimitBytes,
    trustProxy: deps.trustProxy ?? false,
    // One line per request (below, when it is answered) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors the router raises before any hook runs (an over-long path segment: 414, a malformed
    // URL): answered in the API's own shape, with the usual headers.
    frameworkErrors(error, request, rawReply) {
      const httpError = toHttpError(error);
      const reply = rawReply as unknown as FastifyReply;
      reply.headers(headers).header("cache-control", "no-store");
      return reply
        .code(httpError.statusCode)
        .send(
          isTrpcPath(request.url) ? trpcErrorBody(request, httpError) : restErrorBody(httpError),
        );
    },
  }) as unknown as FastifyInstance;

  // One mapping for every error outside /trpc: `{ message, code, reason }` with the mapped status.
  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error);
    if (needsLogging(error, httpError)) request.log.error({ err: error }, "request failed");
    return reply.code(httpError.statusCode).send(restErrorBody(httpError));
  });

  // What operators need, once per request: method, path, status and time taken. Below info level
  // the line would be dropped anyway, so the hook is not installed at all.
  if (["info", "debug", "trace"].includes(app.log.level)) {
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        "request completed",
      );
      done();
    });
  }
  await app.register(fastifyCookie);
  await registerCompression(app);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // API answers hold personal data: no browser or proxy cache may keep them. Every answer starts
    // as no-store and only the web app's files say otherwise, so no spelling of an API path
    // (`/%61pi/…`, an absolute-form target) can get a cacheable answer.
    reply.header("cache-control", "no-store");
    if (isSharedConversationPath(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
    done();
  });
  app.addHook("onRequest", originCheck(deps.publicOrigin));

  const routerDeps: RouterDeps = { ...deps.router, logger: app.log };
  registerPurgeJob(app, routerDeps, deps.purgeIntervalMs);
  const secureCookies = routerDeps.config.secureCookies;
  // One context per request: the rate limiter and the procedure both need the caller's session
  // and visitor, and each lookup is a database round trip.
  const contexts = new WeakMap<FastifyRequest, Promise<Context>>();
  const contextFor = (request: FastifyRequest, reply: FastifyReply) => {
    let context = contexts.get(request);
    if (!context) {
      context = createContext(routerDeps, httpBridge(request, reply, secureCookies));
      contexts.set(request, context);
    }
    return context;
  };
  const limits = await registerRateLimits(
    app,
    deps.rateLimitChatPerMinute,
    async (request, reply) => requesterKey(await contextFor(request, reply)),
    deps.redis ? sharedWindowStore(deps.redis, app.log) : undefined,
  );

  await app.register(trpcPlugin, {
    createContext: contextFor,
    limits,
    publicOrigin: deps.publicOrigin,
  });
  await app.register(restApi, {
    limits,
    callerFor: async (request, reply) => appRouter.createCaller(await contextFor(request, reply)),
  });

  await app.register(readinessRoutes, { db: deps.router.db, redis: deps.redis ?? null });

  const sendIndex = await registerWebApp(app, deps.webDist);
  app.setNotFoundHandler((request, reply) => {
    // Unknown page paths get the web app too (it shows its not-found page), with a real 404.
    if (sendIndex && isPageRequest(request))
      return sendIndex(reply, isClientRoute(request.url) ? 200 : 404);
    return reply.code(404).send({
      message: isApiPath(request.url) ? NO_SUCH_ENDPOINT : NOT_FOUND_MESSAGE,
      code: "NOT_FOUND",
      reason: "NOT_FOUND",
    });
  });

  return app;
}
