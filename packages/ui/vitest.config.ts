import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Keep the shared 2-core machine responsive.
    pool: "threads",
    maxWorkers: 1,
    // userEvent drives Radix portals step by step: on a loaded machine a test can pass 5 s.
    testTimeout: 15_000,
  },
});
