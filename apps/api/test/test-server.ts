// One server per suite, as production builds it: real router and answer engine, in-memory SQLite,
// the Auth emulator.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { createAnswerEngine } from "@nestling/answers";
import { createTestDatabase, type Db } from "@nestling/db";
import {
  createFirebaseIdentity,
  type FirebaseIdentity,
} from "../src/identity/firebase-identity.js";
import {
  firebaseCspSources,
  publicFirebaseConfig,
} from "../src/identity/public-firebase-config.js";
import type { AuthSetup } from "../src/env.js";
import { buildServer, type ServerDeps } from "../src/server.js";
import type { Redis } from "../src/shared/redis-client.js";
import { signInTestAccount, type TestAccount } from "./id-tokens.js";
import { createWebDistFixture } from "./web-dist-fixture.js";

export const TEST_GTM_ID = "GTM-TEST123";

export interface TestServerOptions {
  auth?: "emulator" | "none";
  rateLimitChatPerMinute?: number;
  bodyLimitBytes?: number;
  publicOrigin?: string | null;
  webDist?: string | null;
  /** Another server's database, for two instances side by side (the owner closes it). */
  db?: Db;
  /** Shared rate-limit counters (REDIS_URL's connection); without, counted in process. */
  redis?: Redis | null;
  /** Where the server's log lines go (default: nowhere). */
  logger?: ServerDeps["logger"];
  purgeIntervalMs?: number;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  identity: FirebaseIdentity | null;
  close(): Promise<void>;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = options.db ?? (await createTestDatabase());
  const auth: AuthSetup =
    options.auth === "none"
      ? { kind: "none" }
      : {
          kind: "emulator",
          projectId: "demo-nestling",
          host: inject("emulatorHost"),
          launch: false,
          unsafeInProduction: false,
        };
  const identity = auth.kind === "none" ? null : createFirebaseIdentity(auth);
  const app = await buildServer({
    router: {
      db,
      engine: createAnswerEngine(),
      identity,
      config: {
        gtmContainerId: TEST_GTM_ID,
        firebase: publicFirebaseConfig(auth),
        secureCookies: false,
      },
    },
    webDist: options.webDist === undefined ? createWebDistFixture() : options.webDist,
    publicOrigin: options.publicOrigin ?? null,
    rateLimitChatPerMinute: options.rateLimitChatPerMinute ?? 10_000,
    bodyLimitBytes: options.bodyLimitBytes ?? 64 * 1024,
    security: { ...firebaseCspSources(auth), upgradeInsecureRequests: false },
    logger: options.logger ?? "silent",
    redis: options.redis ?? null,
    ...(options.purgeIntervalMs ? { purgeIntervalMs: options.purgeIntervalMs } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    identity,
    async close() {
      await app.close();
      await identity?.close();
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

/** The spec's login body for an account (what the web sends after Google sign-in). */
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
