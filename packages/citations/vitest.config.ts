import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The property suites run hundreds of cases each; on two cores shared with the rest of
    // `npm test` they can pass 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
