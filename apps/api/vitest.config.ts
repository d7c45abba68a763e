import { defineConfig } from "vitest/config";

// The whole suite runs twice: on SQLite (in memory) and on PostgreSQL (a database per run, a
// schema per test server), so every behaviour is checked on both engines.
const WHOLE_SUITE = ["src/**/*.test.ts", "test/**/*.test.ts"];

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
          include: WHOLE_SUITE,
          env: { NESTLING_TEST_DATABASE_URL: ":memory:" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: WHOLE_SUITE,
          globalSetup: ["./test/global-setup.ts", "./test/postgres-global-setup.ts"],
          setupFiles: ["./test/postgres-env.ts"],
        },
      },
    ],
  },
});
