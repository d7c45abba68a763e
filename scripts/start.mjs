// `npm start`: install if needed, build, then serve the web app and the API on http://localhost:3000
// (PORT overrides). Without a Firebase project the local Auth emulator is the sign-in provider.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureInstalled, pnpm, root } from "./pnpm.mjs";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

ensureInstalled();
pnpm(["exec", "turbo", "run", "build"]);

const env = { ...process.env };
const firebaseConfigured = Boolean(env.FIREBASE_PROJECT_ID && env.FIREBASE_API_KEY);
let emulator = null;
if (!firebaseConfigured && env.AUTH_EMULATOR !== "off" && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.log(
    "No Firebase project configured: starting the local Firebase Auth emulator (test accounts only)…",
  );
  emulator = await startAuthEmulator();
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

const tsx = path.join(root, "apps", "api", "node_modules", ".bin", "tsx");
// tsx passes node flags on to the process that runs main.ts.
const api = spawn(tsx, [...SERVER_NODE_FLAGS, path.join("apps", "api", "src", "main.ts")], {
  cwd: root,
  env,
  stdio: "inherit",
});

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
