import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Starts (or reuses) the Firebase Auth emulator so signed-in tests use real ID tokens.
    globalSetup: ["./test/global-setup.ts"],
    // Keep the shared 2-core machine responsive; suites share one emulator.
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
