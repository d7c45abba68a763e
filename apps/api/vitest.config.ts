import { defineConfig } from "vitest/config";

// The whole suite runs on SQLite; the HTTP contract suites (every REST and tRPC call, sign-in,
// authorization, readiness, limits shared through Redis) run again on PostgreSQL (a database per run, a schema per test server).
const ON_POSTGRES_TOO = [
  "test/rest-contract-*.test.ts",
  "test/authorization.test.ts",
  "test/auth-tokens.test.ts",
  "test/readiness.test.ts",
  "test/shared-rate-limit.test.ts",
];

export default defineConfig({
  test: {
    // Starts (or reuses) the Firebase Auth emulator so signed-in tests use real ID tokens.
    globalSetup: ["./test/global-setup.ts"],
    // Keep the shared 2-core machine responsive; suites share one emulator.
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          env: { NESTLING_TEST_DATABASE_URL: ":memory:" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ON_POSTGRES_TOO,
          globalSetup: ["./test/global-setup.ts", "./test/postgres-global-setup.ts"],
          setupFiles: ["./test/postgres-env.ts"],
        },
      },
    ],
  },
});
