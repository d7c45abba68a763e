// `npm run migrate`: install if needed, then apply pending migrations to DATABASE_URL (SQLite by
// default, PostgreSQL for postgres://…). Instances also migrate when they start; this lets a
// deploy do it once, ahead of them.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureInstalled, root } from "./pnpm.mjs";

ensureInstalled();
// The compiled server's migrate entry (apps/api/dist/migrate.js), as production runs it.
const apiRoot = path.join(root, "apps", "api");
const built = spawnSync(process.execPath, ["build.mjs"], { cwd: apiRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const result = spawnSync(process.execPath, [path.join(apiRoot, "dist", "migrate.js")], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
