// Starts Nestling's API and web server: env → database (migrated) → answer engine → identity → listen.
import { createThreadedAnswerEngine, llmConfigFromEnv } from "@nestling/answers/threaded";
import { migrateToLatest, openDatabase } from "@nestling/db";
import { EnvError, loadEnv, type Env } from "./env.js";
import { createFirebaseIdentity, type FirebaseIdentity } from "./identity/firebase-identity.js";
import { firebaseCspSources, publicFirebaseConfig } from "./identity/public-firebase-config.js";
import { webAppAvailable } from "./http/web-app.js";
import { buildServer } from "./server.js";
import { connectRedis, redisConnected } from "./shared/redis-client.js";

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();

// The engine and Redis start before the server (which owns the logger): their lines are forwarded.
type EngineLog = { warn(o: object, m?: string): void; info(o: object, m?: string): void };
let log: EngineLog = {
  warn: (o, m) => console.warn(m, o),
  info: (o, m) => console.info(m, o),
};
const forwardLog = {
  warn: (o: object, m?: string) => log.warn(o, m),
  info: (o: object, m?: string) => log.info(o, m),
};

const db = openDatabase(env.databaseUrl, {
  max: env.databasePoolSize,
  onError: (error) => log.warn({ err: error.message }, "database connection lost (replaced)"),
});
// Several instances may start at once: migrations take a lock, so each runs exactly once.
await migrateToLatest(db);
const redis = env.redisUrl ? connectRedis(env.redisUrl, forwardLog) : null;
// Wait briefly for Redis, so the first requests already share their limits; without it the
// instance still starts (limits per instance, /api/ready failing) and reconnects on its own.
if (redis && !(await redisConnected(redis, 3_000))) {
  log.warn({}, "Redis did not answer at start: rate limits are per instance until it does");
}
// On worker threads: answering is synchronous CPU work that would otherwise queue every request
// behind it on the event loop.
const engine = createThreadedAnswerEngine({
  llm: llmConfigFromEnv(env.llm),
  logger: forwardLog,
});
try {
  await engine.ready();
} catch (error) {
  console.error("The answer engine could not start:", error);
  await engine.close();
  redis?.disconnect();
  await db.destroy();
  process.exit(1);
}
const identity: FirebaseIdentity | null =
  env.auth.kind === "none" ? null : createFirebaseIdentity(env.auth);

const server = await buildServer({
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
    upgradeInsecureRequests: env.publicOrigin?.startsWith("https:") ?? false,
  },
  logger: env.logLevel,
  redis,
});
log = server.log;

if (!webAppAvailable(env.webDist)) {
  server.log.warn(
    { webDist: env.webDist },
    "No web build found: serving the API only (run the build, or set WEB_DIST)",
  );
}
if (env.auth.kind === "none") {
  server.log.warn(
    "No Firebase settings and AUTH_EMULATOR=off: sign-in is disabled (anonymous chat still works)",
  );
} else if (env.auth.kind === "emulator" && env.auth.unsafeInProduction) {
  server.log.error(
    { emulator: env.auth.host },
    "UNSAFE: NODE_ENV=production with AUTH_EMULATOR_IN_PRODUCTION=allow: sign-in uses the Auth emulator, whose tokens are unsigned, so anyone who knows a user id can sign in as that user. Never run this with real users.",
  );
} else if (env.auth.kind === "emulator") {
  server.log.info(
    { emulator: env.auth.host },
    "Sign-in uses the local Firebase Auth emulator (test accounts only)",
  );
}

/** How long requests in flight get to finish before their connections are cut. */
const DRAIN_TIMEOUT_MS = 30_000;

/**
 * Closes the server once the requests in flight are answered. A keep-alive connection whose
 * request finishes after close() began stays open, idle, until the client drops it (Fastify's
 * keep-alive lasts 72 s), so idle connections are closed as they appear.
 */
async function drainAndClose(): Promise<void> {
  const closed = server.close();
  const sweep = setInterval(() => server.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.server.closeAllConnections(), DRAIN_TIMEOUT_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, "shutting down");
  try {
    // Stops accepting connections and waits for the requests in flight (new ones meanwhile get
    // 503 and /api/ready fails, so a load balancer moves on); only then go their dependencies.
    await drainAndClose();
    await engine.close();
    await identity?.close();
    await redis?.quit().catch(() => redis.disconnect());
    await db.destroy();
    process.exit(0);
  } catch (error) {
    server.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  await server.listen({ port: env.port, host: env.host });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  server.log.info(`Nestling is ready on http://localhost:${port}`);
} catch (error) {
  server.log.error({ err: error }, "could not start listening");
  await engine.close();
  redis?.disconnect();
  await db.destroy();
  process.exit(1);
}
