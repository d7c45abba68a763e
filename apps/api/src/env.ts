// Every environment variable of the API is read here, once, and validated; the start scripts read
// the sign-in mode from here too (scripts/start.mjs, scripts/dev-api.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Project and host of the local Firebase Auth emulator (see scripts/auth-emulator.mjs). */
export const EMULATOR_PROJECT_ID = "demo-nestling";
export const DEFAULT_EMULATOR_HOST = "127.0.0.1:9099";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: "expected a whole number" })
    .int("expected a whole number")
    .positive("expected a number above 0")
    .default(fallback);

const schema = z.object({
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int()
    .min(0)
    .max(65535, "expected a port number (0–65535)")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: z.string().trim().min(1).default("file:./data/nestling.db"),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, "expected a URL such as redis://127.0.0.1:6379")
      .optional(),
  ),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PUBLIC_ORIGIN: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "expected an origin such as https://nestling.example" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  RATE_LIMIT_CHAT_PER_MINUTE: positiveInt(20),
  BODY_LIMIT_BYTES: positiveInt(64 * 1024),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_SERVICE_ACCOUNT_JSON: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+:\d{1,5}$/, "expected host:port without a scheme, e.g. 127.0.0.1:9099")
      .optional(),
  ),
  AUTH_EMULATOR: z.enum(["on", "off"]).default("on"),
  AUTH_EMULATOR_IN_PRODUCTION: z.enum(["refuse", "allow"]).default("refuse"),
  GTM_CONTAINER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "expected an id like GTM-XXXXXXX")
      .optional(),
  ),
  WEB_DIST: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(true|false|[\da-fA-F:./]+(\s*,\s*[\da-fA-F:./]+)*)$/,
        "expected true, false, or the proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8)",
      )
      .transform((value) =>
        value === "true" ? true : value === "false" ? false : value.replace(/\s+/g, ""),
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LLM_BASE_URL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: optionalText,
});

const serviceAccountSchema = z.looseObject({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** How sign-in works in this deployment. */
export type AuthSetup =
  | {
      kind: "firebase";
      projectId: string;
      apiKey: string;
      authDomain: string;
      serviceAccount: ServiceAccount | null;
    }
  | {
      kind: "emulator";
      projectId: string;
      host: string;
      /** No host was given: the start scripts launch the local emulator at the default one. */
      launch: boolean;
      /** NODE_ENV=production with AUTH_EMULATOR_IN_PRODUCTION=allow: anyone can sign in as anyone. */
      unsafeInProduction: boolean;
    }
  | { kind: "none" };

export interface Env {
  port: number;
  host: string;
  /** SQLite for file:…, a path or :memory:; PostgreSQL for postgres://… */
  databaseUrl: string;
  /** PostgreSQL connections this instance keeps (ignored on SQLite). */
  databasePoolSize: number;
  /** Whether PostgreSQL connections prepare each statement once (off behind an older PgBouncer). */
  databasePreparedStatements: boolean;
  /** Where the state N instances share lives (rate limits); null: kept in this process. */
  redisUrl: string | null;
  nodeEnv: "development" | "production" | "test";
  publicOrigin: string | null;
  rateLimitChatPerMinute: number;
  bodyLimitBytes: number;
  auth: AuthSetup;
  gtmContainerId: string | null;
  webDist: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (true, or the proxies' addresses). */
  trustProxy: boolean | string;
  /** The LLM_* variables, handed unchanged to `llmConfigFromEnv` of @nestling/answers. */
  llm: Record<string, string | undefined>;
}

export class EnvError extends Error {
  override name = "EnvError";
}

function fail(variable: string, problem: string): never {
  throw new EnvError(`Invalid environment variable ${variable}: ${problem}`);
}

/**
 * How sign-in works: a real Firebase project, the local Auth emulator, or none. The start scripts
 * ask this same function whether to launch the emulator, so the scripts and the server never
 * disagree.
 */
function resolveAuth(raw: z.infer<typeof schema>): AuthSetup {
  const emulatorHost = raw.FIREBASE_AUTH_EMULATOR_HOST;
  if (raw.FIREBASE_PROJECT_ID || raw.FIREBASE_API_KEY) {
    // firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST itself and then accepts the emulator's
    // unsigned tokens, whatever project it was given.
    if (emulatorHost) {
      fail(
        "FIREBASE_AUTH_EMULATOR_HOST",
        "must not be set together with a real Firebase project (FIREBASE_PROJECT_ID): it would make the server accept unsigned emulator tokens",
      );
    }
    return firebaseProject(raw);
  }
  if (raw.AUTH_EMULATOR === "off") return { kind: "none" };
  const unsafeInProduction = raw.NODE_ENV === "production";
  if (unsafeInProduction && raw.AUTH_EMULATOR_IN_PRODUCTION !== "allow") {
    fail(
      "AUTH_EMULATOR",
      "NODE_ENV=production refuses emulator sign-in (its tokens are unsigned: anyone could sign in as anyone). " +
        "Set FIREBASE_PROJECT_ID and FIREBASE_API_KEY, or AUTH_EMULATOR=off; for a throwaway demo only, AUTH_EMULATOR_IN_PRODUCTION=allow",
    );
  }
  return {
    kind: "emulator",
    projectId: EMULATOR_PROJECT_ID,
    host: emulatorHost ?? DEFAULT_EMULATOR_HOST,
    launch: emulatorHost === undefined,
    unsafeInProduction,
  };
}

function firebaseProject(raw: z.infer<typeof schema>): AuthSetup {
  if (!raw.FIREBASE_PROJECT_ID)
    fail("FIREBASE_PROJECT_ID", "required when FIREBASE_API_KEY is set");
  if (!raw.FIREBASE_API_KEY) fail("FIREBASE_API_KEY", "required when FIREBASE_PROJECT_ID is set");
  let serviceAccount: ServiceAccount | null = null;
  if (raw.FIREBASE_SERVICE_ACCOUNT_JSON) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.FIREBASE_SERVICE_ACCOUNT_JSON);
    } catch {
      fail(
        "FIREBASE_SERVICE_ACCOUNT_JSON",
        "not valid JSON (paste the whole service-account key file)",
      );
    }
    const checked = serviceAccountSchema.safeParse(parsed);
    if (!checked.success) {
      fail(
        "FIREBASE_SERVICE_ACCOUNT_JSON",
        "expected a service-account key with project_id, client_email and private_key",
      );
    }
    serviceAccount = checked.data;
  }
  return {
    kind: "firebase",
    projectId: raw.FIREBASE_PROJECT_ID,
    apiKey: raw.FIREBASE_API_KEY,
    authDomain: raw.FIREBASE_AUTH_DOMAIN ?? `${raw.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    serviceAccount,
  };
}

/** Validates the environment; throws an EnvError naming the first wrong variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    fail(String(issue.path[0] ?? "?"), issue.message);
  }
  const raw = result.data;
  return Object.freeze({
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    databasePreparedStatements: raw.DATABASE_PREPARED_STATEMENTS === "on",
    redisUrl: raw.REDIS_URL ?? null,
    nodeEnv: raw.NODE_ENV,
    publicOrigin: raw.PUBLIC_ORIGIN ?? null,
    rateLimitChatPerMinute: raw.RATE_LIMIT_CHAT_PER_MINUTE,
    bodyLimitBytes: raw.BODY_LIMIT_BYTES,
    auth: resolveAuth(raw),
    gtmContainerId: raw.GTM_CONTAINER_ID ?? null,
    webDist: path.resolve(raw.WEB_DIST ?? DEFAULT_WEB_DIST),
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY ?? false,
    llm: {
      LLM_BASE_URL: raw.LLM_BASE_URL,
      LLM_API_KEY: raw.LLM_API_KEY,
      LLM_MODEL: raw.LLM_MODEL,
      LLM_TIMEOUT_MS: raw.LLM_TIMEOUT_MS,
    },
  });
}
