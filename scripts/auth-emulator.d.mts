// Types for scripts/auth-emulator.mjs, imported by the API's TypeScript test setup.
export declare const EMULATOR_PROJECT_ID: string;
export declare const EMULATOR_HOST: string;
export declare function emulatorAnswers(host?: string): Promise<boolean>;
export declare function startAuthEmulator(options?: {
  quiet?: boolean;
  isolated?: boolean;
}): Promise<{
  host: string;
  projectId: string;
  started: boolean;
  stop: () => Promise<void>;
}>;
