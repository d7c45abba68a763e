// One server process for the HTTP bench, so the load generator never shares its event loop:
//   production: buildServer() as main.ts builds it (file SQLite in a temp dir, built-in answer engine on
//               worker threads)
//   bare:       a bare Fastify answering the same paths with the same data: /api/health as a constant,
//               /api/conversations read from the production server's database file through the same
//               repository (no session check, no tRPC, no hooks), so the ratio is our stack's overhead.
// It reports its port (and a session cookie) over IPC and its RSS on request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { createThreadedAnswerEngine } from "@nestling/answers/threaded";
import {
  findUserByFirebaseUid,
  listConversations,
  migrateToLatest,
  openDatabase,
} from "@nestling/db";
import { buildServer } from "../src/server.js";
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

async function production(logLevel: "warn" | "info"): Promise<Ready> {
  const dir = mkdtempSync(path.join(tmpdir(), "nestling-bench-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const databaseFile = path.join(dir, "bench.db");
  const db = openDatabase(`file:${databaseFile}`);
  await migrateToLatest(db);
  // As main.ts builds it: the answer engine on worker threads, ready before the server listens.
  const engine = createThreadedAnswerEngine();
  await engine.ready();
  const app = await buildServer({
    router: {
      db,
      engine,
      // The bench measures HTTP and data paths, not Google's token checks: one fixed bench identity.
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
      config: { gtmContainerId: null, firebase: null, secureCookies: false },
    },
    webDist: null,
    publicOrigin: null,
    // High enough that the chat run measures the server, not the limiter.
    rateLimitChatPerMinute: 1_000_000_000,
    bodyLimitBytes: 64 * 1024,
    security: { emulatorOrigin: null, authDomain: null, upgradeInsecureRequests: false },
    logger: logLevel,
  });
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
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { port: typeof address === "object" && address ? address.port : 0, cookie, databaseFile };
}

const [mode, option] = process.argv.slice(2);
const ready =
  mode === "bare" ? await bare(option!) : await production(option === "info" ? "info" : "warn");
process.on("message", (message) => {
  if (message === "rss") report({ rss: process.memoryUsage().rss });
});
process.on("disconnect", () => process.exit(0));
report(ready);
