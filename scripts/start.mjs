// `npm start`: install if needed, build, then serve the web app and the API on http://localhost:3000
// (PORT overrides) from the compiled server (apps/api/dist: plain node, no TypeScript loader).
// Without a Firebase project the local Auth emulator is the sign-in provider.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureInstalled, pnpm, root } from "./pnpm.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { prepareSignIn } from "./sign-in.mjs";

ensureInstalled();
pnpm(["exec", "turbo", "run", "build"]);

const apiDist = path.join(root, "apps", "api", "dist");
const env = { ...process.env };
const emulator = await prepareSignIn(
  await import(pathToFileURL(path.join(apiDist, "env.js")).href),
  env,
);

const api = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, "--enable-source-maps", path.join(apiDist, "main.js")],
  { cwd: root, env, stdio: "inherit" },
);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => void shutdown(signal));

api.on("exit", async (code, signal) => {
  if (emulator) await emulator.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
