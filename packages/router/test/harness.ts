// Test helpers: a fresh in-memory database per suite, a recording HTTP bridge, and signed-in users
// made through the repositories (token verification is tested in apps/api against the Auth emulator).
import { createSession, createTestDatabase, upsertUser, type Db, type User } from "@nestling/db";
import type { AnswerEngine } from "@nestling/answers";
import { createContext } from "../src/context";
import type { HttpBridge, Identity, RouterDeps } from "../src/deps";
import { createCaller } from "../src/root";
import { hashToken, newToken } from "../src/tokens";

export interface RecordingHttp extends HttpBridge {
  sessionCookie: { token: string; maxAge: number } | null;
  sessionCleared: boolean;
  visitorCookie: { token: string; maxAge: number } | null;
}

export function httpBridge(
  init: Partial<Pick<HttpBridge, "sessionToken" | "visitorToken" | "bearerToken">> = {},
): RecordingHttp {
  const http: RecordingHttp = {
    sessionToken: init.sessionToken ?? null,
    visitorToken: init.visitorToken ?? null,
    bearerToken: init.bearerToken ?? null,
    sessionCookie: null,
    sessionCleared: false,
    visitorCookie: null,
    setSessionCookie(token, maxAge) {
      http.sessionCookie = { token, maxAge };
    },
    clearSessionCookie() {
      http.sessionCleared = true;
    },
    setVisitorCookie(token, maxAge) {
      http.visitorCookie = { token, maxAge };
    },
  };
  return http;
}

export interface LogEntry {
  level: "info" | "warn" | "error";
  object: object;
  message?: string;
}

/** An engine for suites that never reach the answer engine: using it is a test bug. */
export const unusedEngine: AnswerEngine = {
  answer: () => Promise.reject(new Error("this suite does not call the answer engine")),
};

/** An identity provider for suites that never verify tokens. */
export const unusedIdentity: Identity = {
  verifyIdToken: () => Promise.reject(new Error("token verification is tested in apps/api")),
  deleteUser: () => Promise.reject(new Error("this suite does not delete identity users")),
};

export interface Harness {
  db: Db;
  deps: RouterDeps;
  logs: LogEntry[];
  /** Moves the harness clock. */
  setNow(date: Date): void;
  /** A caller for the given request. */
  call(http?: RecordingHttp): Promise<ReturnType<typeof createCaller>>;
  /** A user with a live session; `http()` gives a fresh request carrying their cookie. */
  signUp(name?: string): Promise<{ user: User; token: string; http: () => RecordingHttp }>;
  close(): Promise<void>;
}

let uidCounter = 0;

export async function createHarness(
  options: { engine?: AnswerEngine; identity?: Identity | null; now?: Date } = {},
): Promise<Harness> {
  const db = await createTestDatabase();
  const logs: LogEntry[] = [];
  let now = options.now ?? new Date("2025-06-15T12:00:00.000Z");
  const deps: RouterDeps = {
    db,
    engine: options.engine ?? unusedEngine,
    identity: options.identity === undefined ? unusedIdentity : options.identity,
    config: { gtmContainerId: null, firebase: null, secureCookies: false },
    logger: {
      info: (object, message) => logs.push({ level: "info", object, message }),
      warn: (object, message) => logs.push({ level: "warn", object, message }),
      error: (object, message) => logs.push({ level: "error", object, message }),
    },
    now: () => new Date(now),
  };
  return {
    db,
    deps,
    logs,
    setNow(date) {
      now = date;
    },
    async call(http = httpBridge()) {
      return createCaller(await createContext(deps, http));
    },
    async signUp(name = "Pat Parent") {
      uidCounter += 1;
      const [firstName = null, lastName = null] = name.split(" ");
      const user = await upsertUser(db, {
        firebaseUid: `firebase-${uidCounter}`,
        email: `parent${uidCounter}@example.com`,
        firstName,
        lastName,
        profileImageUrl: null,
      });
      const token = newToken();
      await createSession(db, {
        tokenHash: hashToken(token)!,
        userId: user.id,
        expiresAt: new Date(now.getTime() + 14 * 24 * 3600 * 1000),
      });
      return { user, token, http: () => httpBridge({ sessionToken: token }) };
    },
    close: () => db.destroy(),
  };
}
