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

/** Parts a caller may supply instead of the ones built from the environment. */
export interface ServerOverrides {
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
  /** Listens on env.host:env.port; resolves with the port actually bound. */
  start(): Promise<number>;
  /** Closes the server, then the engine, the identity provider and the database. */
  stop(): Promise<void>;
}

export async function createServer(
  env: Env,
  overrides: ServerOverrides = {},
): Promise<NestlingServer> {
  const db = openDatabase(env.databaseUrl);
  const closers: Array<() => Promise<void>> = [() => db.destroy()];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close();
  };
  try {
    await migrateToLatest(db);

    let engine: AnswerEngine & { close?(): Promise<void> };
    let forwardEngineLog: ((logger: FastifyBaseLogger) => void) | null = null;
    if (overrides.engine) {
      engine = overrides.engine;
    } else {
      // On worker threads: answering is synchronous CPU work that would otherwise queue every
      // request behind it on the event loop. Its log lines go to the server's logger once built.
      let log: Pick<FastifyBaseLogger, "warn" | "info"> | null = null;
      const threaded = createThreadedAnswerEngine({
        llm: llmConfigFromEnv(env.llm),
        logger: {
          warn: (o: object, m?: string) => (log ? log.warn(o, m) : console.warn(m, o)),
          info: (o: object, m?: string) => (log ? log.info(o, m) : console.info(m, o)),
        },
      });
      closers.push(() => threaded.close());
      await threaded.ready();
      engine = threaded;
      forwardEngineLog = (logger) => (log = logger);
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
      ...(overrides.purgeIntervalMs ? { purgeIntervalMs: overrides.purgeIntervalMs } : {}),
    });
    forwardEngineLog?.(app.log);

    let stopped: Promise<void> | null = null;
    return {
      app,
      db,
      engine,
      identity,
      async start() {
        await app.listen({ port: env.port, host: env.host });
        const address = app.server.address();
        return typeof address === "object" && address ? address.port : env.port;
      },
      stop() {
        stopped ??= (async () => {
          await app.close();
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
