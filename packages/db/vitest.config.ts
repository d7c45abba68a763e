import { defineConfig } from "vitest/config";

// Every repository and schema suite runs twice: on SQLite (in memory) and on PostgreSQL (a database
// per run, a schema per suite). Suites about one engine's own client run on that engine only.
const SQLITE_ONLY = [
  "src/client.test.ts",
  "src/statement-cache.test.ts",
  "src/sqlite-checkpoints.test.ts",
];
const POSTGRES_ONLY = ["src/**/*.postgres.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.ts"],
          exclude: POSTGRES_ONLY,
          env: { NESTLING_TEST_DATABASE_URL: ":memory:" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["src/**/*.test.ts"],
          exclude: SQLITE_ONLY,
          globalSetup: ["./test/postgres-global-setup.ts"],
          setupFiles: ["./test/postgres-env.ts"],
        },
      },
    ],
  },
});
