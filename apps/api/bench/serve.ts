// One server process for the HTTP bench, so the load generator never shares its event loop:
//   production: createServer(env) as main.ts builds it (file SQLite in a temp dir, or the database URL
//               given as a third argument; built-in answer engine on worker threads)
//   bare:       a bare Fastify answering the same paths with the same data: /api/health as a constant,
//               /api/conversations read from the production server's database file through the same
//               repository (no session check, no tRPC, no hooks), so the ratio is our stack's overhead.
// It reports its port (and a session cookie) over IPC and its RSS on request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { findUserByFirebaseUid, listConversations, openDatabase } from "@nestling/db";
import { createServer } from "../src/create-server.js";
import { loadEnv } from "../src/env.js";
import { BENCH_CONVERSATIONS } from "./bench-constants.js";

const BENCH_TOKEN = "bench-id-token";
const BENCH_UID = "bench-user";

type Ready = { port: number; cookie: string | null; databaseFile: string | null };

function report(message: Ready | { rss: number }): void {
  process.send?.(message);
}

async function bare(databaseFile: string): Promise<Ready> {
  const db = openDatabase(`file:${databaseFile}`);
  const user = await findUserByFirebaseUid(db, BENCH_UID);
  if (!user) throw new Error("the production server has not created the bench user");
  const app = Fastify();
  app.get("/api/health", async () => ({ status: "ok" }));
  app.get("/api/conversations", () => listConversations(db, user.id));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    cookie: null,
    databaseFile,
  };
}

async function production(
  logLevel: "warn" | "info",
  databaseUrl: string | undefined,
): Promise<Ready> {
  const dir = mkdtempSync(path.join(tmpdir(), "nestling-bench-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const databaseFile = databaseUrl ? null : path.join(dir, "bench.db");
  // As main.ts builds it (createServer: file SQLite, the answer engine on worker threads), with
  // one fixed bench identity: the bench measures HTTP and data paths, not Google's token checks.
  const env = loadEnv({
    DATABASE_URL: databaseUrl ?? `file:${databaseFile}`,
    // The PostgreSQL pool as the caller's environment sets it, so a bench can compare settings.
    ...pick(process.env, ["DATABASE_POOL_SIZE", "DATABASE_PREPARED_STATEMENTS"]),
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: logLevel,
    AUTH_EMULATOR: "off",
    WEB_DIST: dir,
    // High enough that the chat run measures the server, not the limiter.
    RATE_LIMIT_CHAT_PER_MINUTE: "1000000000",
  });
  const server = await createServer(env, {
    identity: {
      async verifyIdToken(token) {
        return token === BENCH_TOKEN
          ? {
              uid: BENCH_UID,
              email: "bench@example.com",
              name: "Bench Parent",
              picture: null,
              emailVerified: true,
            }
          : null;
      },
      async deleteUser() {},
    },
  });
  const { app } = server;
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { authorization: `Bearer ${BENCH_TOKEN}` },
    payload: { uid: BENCH_UID },
  });
  const session = login.cookies.find((cookie) => cookie.name === "nestling_session");
  if (!session) throw new Error(`bench login failed: ${login.statusCode} ${login.body}`);
  const cookie = `nestling_session=${session.value}`;
  for (let i = 1; i <= BENCH_CONVERSATIONS; i++) {
    const created = await app.inject({
      method: "POST",
      url: "/api/conversations",
      headers: { cookie },
      payload: { title: `Conversation ${i}` },
    });
    if (created.statusCode >= 300)
      throw new Error(`bench setup failed: ${created.statusCode} ${created.body}`);
  }
  return { port: await server.start(), cookie, databaseFile };
}

function pick(from: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (from[name] ? [[name, from[name]]] : [])));
}

const [mode, option, databaseUrl] = process.argv.slice(2);
const ready =
  mode === "bare"
    ? await bare(option!)
    : await production(option === "info" ? "info" : "warn", databaseUrl);
process.on("message", (message) => {
  if (message === "rss") report({ rss: process.memoryUsage().rss });
});
process.on("disconnect", () => process.exit(0));
report(ready);
