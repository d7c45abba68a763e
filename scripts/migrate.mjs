// `npm run migrate`: install if needed, then apply pending migrations to DATABASE_URL (SQLite by
// default, PostgreSQL for postgres://…). Instances also migrate when they start; this lets a
// deploy do it once, ahead of them.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureInstalled, root } from "./pnpm.mjs";

ensureInstalled();
const tsx = path.join(root, "apps", "api", "node_modules", ".bin", "tsx");
const result = spawnSync(tsx, [path.join("apps", "api", "src", "migrate.ts")], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
