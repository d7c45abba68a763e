// One server per suite, built by createServer(env) exactly as main.ts builds it, from an
// environment validated by loadEnv: the Auth emulator, the real router. The database is the
// suite's own (in-memory SQLite, or a PostgreSQL schema in that test project), the answer engine
// runs in-process instead of on worker threads, and extra variables (NODE_ENV, TRUST_PROXY, …) can
// be given to exercise production rules.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { createAnswerEngine, type AnswerEngine } from "@nestling/answers";
import { createTestDatabase, type Db } from "@nestling/db";
import type { Identity } from "@nestling/router";
import { createServer, type ServerOverrides } from "../src/create-server.js";
import { loadEnv } from "../src/env.js";
import type { Redis } from "../src/shared/redis-client.js";
import { signInTestAccount, type TestAccount } from "./id-tokens.js";
import { createWebDistFixture } from "./web-dist-fixture.js";

export const TEST_GTM_ID = "GTM-TEST123";

/** A new temporary (anonymous) conversation id, as the web app makes one. */
export const tempConversationId = () =>
  `temp_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

export interface TestServerOptions {
  auth?: "emulator" | "none";
  rateLimitChatPerMinute?: number;
  bodyLimitBytes?: number;
  publicOrigin?: string | null;
  /** The built web app to serve; null serves the API only. A small fixture by default. */
  webDist?: string | null;
  purgeIntervalMs?: number;
  /** Another server's database, for two instances side by side (the owner closes it). */
  db?: Db;
  /** Shared rate-limit counters (REDIS_URL's connection); without, counted in process. */
  redis?: Redis | null;
  /** Further environment variables, as main.ts would read them. */
  env?: Record<string, string>;
  logger?: ServerOverrides["logger"];
  /** The answer engine (in process); the built-in one without a model by default. */
  engine?: AnswerEngine;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  identity: Identity | null;
  close(): Promise<void>;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const webDist =
    options.webDist === undefined
      ? createWebDistFixture()
      : (options.webDist ?? mkdtempSync(path.join(tmpdir(), "nestling-no-web-")));
  const env = loadEnv({
    DATABASE_URL: ":memory:",
    LOG_LEVEL: "silent",
    GTM_CONTAINER_ID: TEST_GTM_ID,
    WEB_DIST: webDist,
    RATE_LIMIT_CHAT_PER_MINUTE: String(options.rateLimitChatPerMinute ?? 10_000),
    BODY_LIMIT_BYTES: String(options.bodyLimitBytes ?? 64 * 1024),
    ...(options.publicOrigin ? { PUBLIC_ORIGIN: options.publicOrigin } : {}),
    ...(options.auth === "none"
      ? { AUTH_EMULATOR: "off" }
      : { FIREBASE_AUTH_EMULATOR_HOST: inject("emulatorHost") }),
    ...options.env,
  });
  // On SQLite (":memory:") or, in the PostgreSQL test project, a schema of its own.
  const db = options.db ?? (await createTestDatabase());
  const server = await createServer(env, {
    db,
    redis: options.redis ?? null,
    engine: options.engine ?? createAnswerEngine(),
    ...(options.purgeIntervalMs ? { purgeIntervalMs: options.purgeIntervalMs } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await server.app.ready();
  return {
    app: server.app,
    db: server.db,
    identity: server.identity,
    async close() {
      await server.stop();
      if (!options.db) await db.destroy();
    },
  };
}

export interface SignedIn {
  account: TestAccount;
  /** The Cookie header value carrying the session. */
  cookie: string;
  login: LightMyRequestResponse;
}

/** The login body (docs/behaviour.md §3) the web sends for an account after Google sign-in. */
export function loginBody(account: TestAccount) {
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    photoURL: null,
    emailVerified: true,
  };
}

/** Signs a new (or given) emulator account in through POST /api/auth/login. */
export async function signIn(app: FastifyInstance, account?: TestAccount): Promise<SignedIn> {
  const who = account ?? (await signInTestAccount());
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { authorization: `Bearer ${who.idToken}` },
    payload: loginBody(who),
  });
  const session = login.cookies.find((cookie) => cookie.name === "nestling_session");
  if (login.statusCode !== 200 || !session) {
    throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  }
  return { account: who, cookie: `nestling_session=${session.value}`, login };
}

/** The Cookie header that carries the visitor cookie a response set, for the next anonymous call. */
export function visitorCookieFrom(response: LightMyRequestResponse): string {
  const visitor = response.cookies.find((cookie) => cookie.name === "nestling_visitor");
  if (!visitor) throw new Error("no visitor cookie was set");
  return `nestling_visitor=${visitor.value}`;
}
