// `pnpm dev` for apps/api: the API with hot reload (tsx watch), plus the local Firebase Auth emulator
// when no Firebase project is configured, stopped again on exit. Runs from the workspace root so
// the default database lands in ./data, as with `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./pnpm.mjs";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const env = { ...process.env };
const firebaseConfigured = Boolean(env.FIREBASE_PROJECT_ID && env.FIREBASE_API_KEY);
let emulator = null;
if (!firebaseConfigured && env.AUTH_EMULATOR !== "off" && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  emulator = await startAuthEmulator();
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

const tsx = path.join(root, "apps", "api", "node_modules", ".bin", "tsx");
const api = spawn(
  tsx,
  ["watch", ...SERVER_NODE_FLAGS, path.join("apps", "api", "src", "main.ts")],
  { cwd: root, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (api.exitCode === null) api.kill(signal);
  });
}
api.on("exit", async (code) => {
  if (emulator) await emulator.stop();
  process.exit(code ?? 0);
});
