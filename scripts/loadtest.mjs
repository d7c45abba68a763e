// `npm run loadtest`: install if needed, build what the API imports, then run the scale-out load
// test (apps/api/bench/loadtest): two instances on PostgreSQL and Redis, a kill -9, SQLite beside.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureInstalled, pnpm, root } from "./pnpm.mjs";

ensureInstalled();
// The instances run the compiled server (apps/api/dist), as `npm start` does.
pnpm(["exec", "turbo", "run", "build", "--filter=@nestling/api..."]);
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", path.join("bench", "loadtest", "loadtest.ts")],
  { cwd: path.join(root, "apps", "api"), stdio: "inherit" },
);
process.exit(result.status ?? 1);
