import { defineConfig } from "vitest/config";

// The procedures and services run against both engines: SQLite in memory, and PostgreSQL (a
// database per run, a schema per suite), so transactions and constraints behave the same on both.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.ts"],
          env: { NESTLING_TEST_DATABASE_URL: ":memory:" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["src/**/*.test.ts"],
          globalSetup: ["./test/postgres-global-setup.ts"],
          setupFiles: ["./test/postgres-env.ts"],
        },
      },
    ],
  },
});
