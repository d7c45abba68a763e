// `pnpm dev` for apps/api: the API from its TypeScript sources with hot reload (tsx watch), plus the
// local Firebase Auth emulator when the API's environment module says so (scripts/sign-in.mjs),
// stopped again on exit. Runs from the workspace root so the default database lands in ./data, as
// with `npm start`.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./pnpm.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { prepareSignIn } from "./sign-in.mjs";

const apiRoot = path.join(root, "apps", "api");
// The compiled environment module (a two-second build) decides sign-in, exactly as for npm start.
const built = spawnSync(process.execPath, ["build.mjs"], { cwd: apiRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const env = { ...process.env };
const emulator = await prepareSignIn(
  await import(pathToFileURL(path.join(apiRoot, "dist", "env.js")).href),
  env,
);

const tsx = path.join(apiRoot, "node_modules", ".bin", "tsx");
const api = spawn(tsx, ["watch", ...SERVER_NODE_FLAGS, path.join(apiRoot, "src", "main.ts")], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (api.exitCode === null) api.kill(signal);
  });
}
api.on("exit", async (code) => {
  if (emulator) await emulator.stop();
  process.exit(code ?? 0);
});
