// The start scripts' sign-in step. The API's own environment module (apps/api/src/env.ts) decides
// the sign-in mode, for the scripts and the server alike; when it says the local Auth emulator
// should be launched (no Firebase project, no emulator host given, not production), it is.
import { startAuthEmulator } from "./auth-emulator.mjs";

/**
 * Validates `env` with the API's `loadEnv` (exits naming the wrong variable, as the server would)
 * and launches the emulator when the API's sign-in mode asks for it, pointing `env` at it.
 * Returns the emulator to stop on exit, or null.
 */
export async function prepareSignIn(envModule, env) {
  let parsed;
  try {
    parsed = envModule.loadEnv(env);
  } catch (error) {
    if (error instanceof envModule.EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (parsed.auth.kind !== "emulator" || !parsed.auth.launch) return null;
  console.log(
    "No Firebase project configured: starting the local Firebase Auth emulator (test accounts only)…",
  );
  const emulator = await startAuthEmulator();
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return emulator;
}
