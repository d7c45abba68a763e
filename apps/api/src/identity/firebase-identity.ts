// firebase-admin behind the router's `Identity`: verifies Firebase ID tokens and deletes Firebase users,
// against a real project or the local Auth emulator.
import { randomUUID } from "node:crypto";
import { cert, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import type { AuthSetup } from "../env.js";

export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface FirebaseIdentity {
  /** The token's verified claims, or null when the token is missing, forged, expired or revoked. */
  verifyIdToken(idToken: string): Promise<VerifiedToken | null>;
  /** Deletes the Firebase user; a user who is already gone counts as deleted. */
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
}

function errorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

const REJECTED_TOKEN_CODES = new Set([
  "auth/argument-error",
  "auth/invalid-id-token",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/user-disabled",
  "auth/user-not-found",
]);

/** A Firebase project, or an emulator by project and host. */
export type IdentitySetup =
  | Extract<AuthSetup, { kind: "firebase" }>
  | Pick<Extract<AuthSetup, { kind: "emulator" }>, "kind" | "projectId" | "host">;

export function createFirebaseIdentity(setup: IdentitySetup): FirebaseIdentity {
  if (setup.kind === "emulator") {
    // firebase-admin takes the emulator address only from the process environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = setup.host;
  }
  const app: App = initializeApp(
    {
      projectId: setup.projectId,
      ...(setup.kind === "firebase" && setup.serviceAccount
        ? {
            credential: cert({
              projectId: setup.serviceAccount.project_id,
              clientEmail: setup.serviceAccount.client_email,
              privateKey: setup.serviceAccount.private_key,
            }),
          }
        : {}),
    },
    // A named app per server, so tests can build several servers in one process.
    `nestling-${randomUUID()}`,
  );
  const auth: Auth = getAuth(app);
  // Emulator tokens are unsigned, so there the user must also exist (and be enabled) in the emulator;
  // with real Firebase the signature is the proof and no extra round trip is made.
  const checkRevoked = setup.kind === "emulator";

  return {
    async verifyIdToken(idToken) {
      if (!idToken) return null;
      try {
        const decoded = await auth.verifyIdToken(idToken, checkRevoked);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === "string" ? decoded.name : null,
          picture: decoded.picture ?? null,
        };
      } catch (error) {
        // Key-fetch and network failures (auth/internal-error, …) are our fault, not the caller's.
        if (REJECTED_TOKEN_CODES.has(errorCode(error))) return null;
        throw error;
      }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (errorCode(error) === "auth/user-not-found") return;
        throw error;
      }
    },
    async close() {
      await deleteApp(app);
    },
  };
}
