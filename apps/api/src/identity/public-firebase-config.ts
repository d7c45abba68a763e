// What the web app needs to sign in (served by config.firebase): public by design, no secrets.
import type { PublicFirebaseConfig } from "@nestling/router";
import type { AuthSetup } from "../env.js";

export function publicFirebaseConfig(auth: AuthSetup): PublicFirebaseConfig | null {
  switch (auth.kind) {
    case "firebase":
      return {
        apiKey: auth.apiKey,
        authDomain: auth.authDomain,
        projectId: auth.projectId,
        emulatorUrl: null,
      };
    case "emulator":
      return {
        apiKey: "demo-key",
        authDomain: `${auth.projectId}.firebaseapp.com`,
        projectId: auth.projectId,
        emulatorUrl: `http://${auth.host}`,
      };
    case "none":
      return null;
  }
}

/** The CSP lets the page reach the emulator, or the configured project's auth domain, and nothing else. */
export function firebaseCspSources(auth: AuthSetup): {
  emulatorOrigin: string | null;
  authDomain: string | null;
} {
  return {
    emulatorOrigin: auth.kind === "emulator" ? `http://${auth.host}` : null,
    authDomain: auth.kind === "firebase" ? auth.authDomain : null,
  };
}
