// Starts Nestling's API and web server: env → createServer (database migrated, answer engine,
// identity) → listen; stops cleanly on SIGINT/SIGTERM.
import { createServer, type NestlingServer } from "./create-server.js";
import { EnvError, loadEnv, type Env } from "./env.js";
import { webAppAvailable } from "./http/web-app.js";

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
let server: NestlingServer;
try {
  server = await createServer(env);
} catch (error) {
  console.error("Nestling could not start:", error);
  process.exit(1);
}
const log = server.app.log;

if (!webAppAvailable(env.webDist)) {
  log.warn(
    { webDist: env.webDist },
    "No web build found: serving the API only (run the build, or set WEB_DIST)",
  );
}
if (env.auth.kind === "none") {
  log.warn(
    "No Firebase settings and AUTH_EMULATOR=off: sign-in is disabled (anonymous chat still works)",
  );
} else if (env.auth.kind === "emulator" && env.auth.unsafeInProduction) {
  log.error(
    { emulator: env.auth.host },
    "UNSAFE: NODE_ENV=production with AUTH_EMULATOR_IN_PRODUCTION=allow: sign-in uses the Auth emulator, whose tokens are unsigned, so anyone who knows a user id can sign in as that user. Never run this with real users.",
  );
} else if (env.auth.kind === "emulator") {
  log.info(
    { emulator: env.auth.host },
    "Sign-in uses the local Firebase Auth emulator (test accounts only)",
  );
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, "shutting down");
  try {
    await server.stop();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  const port = await server.start();
  log.info(`Nestling is ready on http://localhost:${port}`);
} catch (error) {
  log.error({ err: error }, "could not start listening");
  await server.stop();
  process.exit(1);
}
