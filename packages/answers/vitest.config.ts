import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Many tests build the whole engine (650 entries, 65 protocols) or run the labelled sets; on two
    // cores shared with the rest of `npm test` they pass vitest's 5 s and 10 s defaults without
    // anything being wrong. A wrong answer still fails at once.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
