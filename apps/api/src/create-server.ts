// createServer(env): the whole server built from the validated environment, the one way main.ts,
// the test server and the bench get one, so the production cookie, header and sign-in rules are the
// ones the tests exercise. It opens and migrates the database, starts the answer engine and the
// identity provider, and returns `start` and `stop`; it never reads process.env itself.
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { createThreadedAnswerEngine, llmConfigFromEnv } from "@nestling/answers/threaded";
import type { AnswerEngine } from "@nestling/answers/threaded";
import { migrateToLatest, openDatabase, type Db } from "@nestling/db";
import type { Identity } from "@nestling/router";
import type { Env } from "./env.js";
import type { LogTarget } from "./http/logger.js";
import { createFirebaseIdentity } from "./identity/firebase-identity.js";
import { firebaseCspSources, publicFirebaseConfig } from "./identity/public-firebase-config.js";
import { buildServer } from "./server.js";
import { connectRedis, redisConnected, type Redis } from "./shared/redis-client.js";

/** How long requests in flight get to finish on stop() before their connections are cut. */
const DRAIN_TIMEOUT_MS = 30_000;

/** Parts a caller may supply instead of the ones built from the environment. */
export interface ServerOverrides {
  /** An open, migrated database the caller owns and closes (tests: a schema per suite, or one
   * database shared by two instances). */
  db?: Db;
  /** A Redis connection the caller owns, instead of connecting to REDIS_URL. */
  redis?: Redis | null;
  /** An in-process engine (tests), instead of the engine on worker threads. */
  engine?: AnswerEngine & { close?(): Promise<void> };
  /** A stand-in identity provider (the bench), instead of firebase-admin. */
  identity?: Identity & { close?(): Promise<void> };
  /** Where log lines go (tests read them), instead of stdout at LOG_LEVEL. */
  logger?: LogTarget | FastifyBaseLogger;
  purgeIntervalMs?: number;
}

export interface NestlingServer {
  app: FastifyInstance;
  db: Db;
  engine: AnswerEngine;
  identity: Identity | null;
  /** REDIS_URL's connection (shared rate limits), or null. */
  redis: Redis | null;
  /** Listens on env.host:env.port; resolves with the port actually bound. */
  start(): Promise<number>;
  /**
   * Stops accepting connections and lets the requests in flight finish (new ones meanwhile get 503
   * and /api/ready fails, so a load balancer moves on), then closes the engine, the identity
   * provider, Redis and the database.
   */
  stop(): Promise<void>;
}

export async function createServer(
  env: Env,
  overrides: ServerOverrides = {},
): Promise<NestlingServer> {
  // Log lines of parts built before the server (which owns the logger) are forwarded to it.
  let log: Pick<FastifyBaseLogger, "warn" | "info"> | null = null;
  const forwardLog = {
    warn: (o: object, m?: string) => (log ? log.warn(o, m) : console.warn(m, o)),
    info: (o: object, m?: string) => (log ? log.info(o, m) : console.info(m, o)),
  };
  const db =
    overrides.db ??
    openDatabase(env.databaseUrl, {
      max: env.databasePoolSize,
      preparedStatements: env.databasePreparedStatements,
      onError: (error) =>
        forwardLog.warn({ err: error.message }, "database connection lost (replaced)"),
    });
  const closers: Array<() => Promise<void>> = overrides.db ? [] : [() => db.destroy()];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close();
  };
  try {
    // Several instances may start at once: migrations take a lock, so each runs exactly once.
    await migrateToLatest(db);
    const ownRedis = overrides.redis === undefined && env.redisUrl !== null;
    const redis = ownRedis ? connectRedis(env.redisUrl!, forwardLog) : (overrides.redis ?? null);
    if (redis && ownRedis) {
      closers.push(() =>
        redis.quit().then(
          () => undefined,
          () => redis.disconnect(),
        ),
      );
      // Wait briefly, so the first requests already share their limits; without it the instance
      // still starts (limits per instance, /api/ready failing) and reconnects on its own.
      if (!(await redisConnected(redis, 3_000))) {
        forwardLog.warn(
          {},
          "Redis did not answer at start: rate limits are per instance until it does",
        );
      }
    }

    let engine: AnswerEngine & { close?(): Promise<void> };
    if (overrides.engine) {
      engine = overrides.engine;
    } else {
      // On worker threads: answering is synchronous CPU work that would otherwise queue every
      // request behind it on the event loop.
      const threaded = createThreadedAnswerEngine({
        llm: llmConfigFromEnv(env.llm),
        logger: forwardLog,
      });
      closers.push(() => threaded.close());
      await threaded.ready();
      engine = threaded;
    }
    if (overrides.engine?.close) closers.push(() => overrides.engine!.close!());

    let identity: (Identity & { close?(): Promise<void> }) | null;
    if (overrides.identity !== undefined) identity = overrides.identity;
    else identity = env.auth.kind === "none" ? null : createFirebaseIdentity(env.auth);
    if (identity?.close) closers.push(() => identity!.close!());

    const app = await buildServer({
      router: {
        db,
        engine,
        identity,
        config: {
          gtmContainerId: env.gtmContainerId,
          firebase: publicFirebaseConfig(env.auth),
          // Secure cookies need https: on in production unless the public origin is plain http.
          secureCookies: env.nodeEnv === "production" && !env.publicOrigin?.startsWith("http:"),
        },
      },
      webDist: env.webDist,
      publicOrigin: env.publicOrigin,
      rateLimitChatPerMinute: env.rateLimitChatPerMinute,
      bodyLimitBytes: env.bodyLimitBytes,
      trustProxy: env.trustProxy,
      security: {
        ...firebaseCspSources(env.auth),
        tagManager: env.gtmContainerId !== null,
        upgradeInsecureRequests: env.publicOrigin?.startsWith("https:") ?? false,
      },
      logger: overrides.logger ?? env.logLevel,
      redis,
      ...(overrides.purgeIntervalMs ? { purgeIntervalMs: overrides.purgeIntervalMs } : {}),
    });
    log = app.log;

    let stopped: Promise<void> | null = null;
    return {
      app,
      db,
      engine,
      identity,
      redis,
      async start() {
        await app.listen({ port: env.port, host: env.host });
        const address = app.server.address();
        return typeof address === "object" && address ? address.port : env.port;
      },
      stop() {
        stopped ??= (async () => {
          await drainAndClose(app);
          await closeAll();
        })();
        return stopped;
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * Closes the server once the requests in flight are answered. A keep-alive connection whose
 * request finishes after close() began stays open, idle, until the client drops it (Fastify's
 * keep-alive lasts 72 s), so idle connections are closed as they appear.
 */
async function drainAndClose(app: FastifyInstance): Promise<void> {
  const closed = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => app.server.closeAllConnections(), DRAIN_TIMEOUT_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
