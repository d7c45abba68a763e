// One Auth emulator for the whole run: reused when `npm test` (scripts/run.mjs) already started it.
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../../scripts/auth-emulator.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    emulatorHost: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  project.provide("emulatorHost", emulator.host);
  return emulator.stop;
}
