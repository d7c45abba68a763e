// One Auth emulator for the whole run. Under `npm test`, scripts/run.mjs has started one for every
// workspace and named it in FIREBASE_AUTH_EMULATOR_HOST: that one is used. Run on its own, the
// suite starts an isolated emulator on free ports, so other runs on the machine (which share
// 127.0.0.1:9099 and may stop it) cannot pull it away mid-run.
import type { TestProject } from "vitest/node";
import { emulatorAnswers, startAuthEmulator } from "../../../scripts/auth-emulator.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    emulatorHost: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const emulator =
    shared && (await emulatorAnswers(shared))
      ? { host: shared, stop: async () => {} }
      : await startAuthEmulator({ isolated: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  project.provide("emulatorHost", emulator.host);
  return emulator.stop;
}
