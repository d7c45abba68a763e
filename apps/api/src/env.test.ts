import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.js";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: "file:./data/nestling.db",
      databasePoolSize: 10,
      databasePreparedStatements: true,
      redisUrl: null,
      nodeEnv: "development",
      publicOrigin: null,
      rateLimitChatPerMinute: 20,
      bodyLimitBytes: 65536,
      gtmContainerId: null,
      logLevel: "info",
      trustProxy: false,
      auth: {
        kind: "emulator",
        projectId: "demo-nestling",
        host: "127.0.0.1:9099",
        launch: true,
        unsafeInProduction: false,
      },
    });
    expect(env.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it("reads every variable it is given", () => {
    const env = loadEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "file:/tmp/x.db",
      DATABASE_POOL_SIZE: "4",
      DATABASE_PREPARED_STATEMENTS: "off",
      REDIS_URL: "redis://cache.internal:6379/2",
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://nestling.example/some/path",
      RATE_LIMIT_CHAT_PER_MINUTE: "5",
      BODY_LIMIT_BYTES: "1024",
      GTM_CONTAINER_ID: "GTM-ABC123",
      WEB_DIST: "/srv/web",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8",
      LLM_BASE_URL: "http://llm.local/v1",
      LLM_MODEL: "m",
      AUTH_EMULATOR: "off",
    });
    expect(env).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "file:/tmp/x.db",
      databasePoolSize: 4,
      databasePreparedStatements: false,
      redisUrl: "redis://cache.internal:6379/2",
      nodeEnv: "production",
      publicOrigin: "https://nestling.example",
      rateLimitChatPerMinute: 5,
      bodyLimitBytes: 1024,
      gtmContainerId: "GTM-ABC123",
      webDist: "/srv/web",
      logLevel: "warn",
      trustProxy: "127.0.0.1,10.0.0.0/8",
      auth: { kind: "none" },
      llm: {
        LLM_BASE_URL: "http://llm.local/v1",
        LLM_MODEL: "m",
        LLM_API_KEY: undefined,
        LLM_TIMEOUT_MS: undefined,
      },
    });
  });

  it("uses the emulator named by FIREBASE_AUTH_EMULATOR_HOST", () => {
    expect(loadEnv({ FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199" }).auth).toEqual({
      kind: "emulator",
      projectId: "demo-nestling",
      host: "localhost:9199",
      launch: false,
      unsafeInProduction: false,
    });
  });

  it("refuses emulator sign-in with NODE_ENV=production, naming the way out", () => {
    for (const source of [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      { NODE_ENV: "production", AUTH_EMULATOR: "on" },
    ]) {
      expect(() => loadEnv(source)).toThrow(
        /^Invalid environment variable AUTH_EMULATOR: NODE_ENV=production refuses emulator sign-in.*FIREBASE_PROJECT_ID.*AUTH_EMULATOR=off.*AUTH_EMULATOR_IN_PRODUCTION=allow/,
      );
    }
    expect(loadEnv({ NODE_ENV: "production", AUTH_EMULATOR: "off" }).auth).toEqual({
      kind: "none",
    });
  });

  it("runs the emulator in production only on the explicit opt-in, and marks it unsafe", () => {
    expect(
      loadEnv({ NODE_ENV: "production", AUTH_EMULATOR_IN_PRODUCTION: "allow" }).auth,
    ).toMatchObject({ kind: "emulator", unsafeInProduction: true });
  });

  it("refuses an emulator host together with a real project, whatever AUTH_EMULATOR says", () => {
    for (const AUTH_EMULATOR of ["on", "off"]) {
      expect(() =>
        loadEnv({
          AUTH_EMULATOR,
          FIREBASE_PROJECT_ID: "nestling-prod",
          FIREBASE_API_KEY: "AIza-key",
          FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        }),
      ).toThrow(/^Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: must not be set/);
    }
  });

  it("uses a real Firebase project when one is configured", () => {
    const serviceAccount = {
      project_id: "p",
      client_email: "a@p.iam.gserviceaccount.com",
      private_key: "k",
    };
    expect(
      loadEnv({
        FIREBASE_PROJECT_ID: "nestling-prod",
        FIREBASE_API_KEY: "AIza-key",
        FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify(serviceAccount),
      }).auth,
    ).toEqual({
      kind: "firebase",
      projectId: "nestling-prod",
      apiKey: "AIza-key",
      authDomain: "nestling-prod.firebaseapp.com",
      serviceAccount,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ PUBLIC_ORIGIN: "nestling.example" }, "PUBLIC_ORIGIN"],
    [{ RATE_LIMIT_CHAT_PER_MINUTE: "0" }, "RATE_LIMIT_CHAT_PER_MINUTE"],
    [{ BODY_LIMIT_BYTES: "-1" }, "BODY_LIMIT_BYTES"],
    [{ AUTH_EMULATOR: "yes" }, "AUTH_EMULATOR"],
    [{ AUTH_EMULATOR_IN_PRODUCTION: "yes" }, "AUTH_EMULATOR_IN_PRODUCTION"],
    [{ FIREBASE_AUTH_EMULATOR_HOST: "http://127.0.0.1:9099" }, "FIREBASE_AUTH_EMULATOR_HOST"],
    [{ GTM_CONTAINER_ID: "UA-1" }, "GTM_CONTAINER_ID"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ DATABASE_PREPARED_STATEMENTS: "no" }, "DATABASE_PREPARED_STATEMENTS"],
    [{ FIREBASE_PROJECT_ID: "p" }, "FIREBASE_API_KEY"],
    [{ FIREBASE_API_KEY: "k" }, "FIREBASE_PROJECT_ID"],
    [
      { FIREBASE_PROJECT_ID: "p", FIREBASE_API_KEY: "k", FIREBASE_SERVICE_ACCOUNT_JSON: "{" },
      "FIREBASE_SERVICE_ACCOUNT_JSON",
    ],
    [
      { FIREBASE_PROJECT_ID: "p", FIREBASE_API_KEY: "k", FIREBASE_SERVICE_ACCOUNT_JSON: "{}" },
      "FIREBASE_SERVICE_ACCOUNT_JSON",
    ],
  ])("names the wrong variable in its error (%o)", (source, variable) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`^Invalid environment variable ${variable}:`));
  });
});
