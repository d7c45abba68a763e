// Types for scripts/server-node-flags.mjs, imported by the API's TypeScript bench.
export declare const SERVER_NODE_FLAGS: readonly string[];
