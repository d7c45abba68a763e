// Real ID tokens from the Firebase Auth emulator, minted with the Firebase JS SDK the web app uses.
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
  signOut,
} from "firebase/auth";
import { inject } from "vitest";

export const EMULATOR_PROJECT = "demo-nestling";

export interface TestAccount {
  /** The Google account id the emulator signed in. */
  sub: string;
  /** The Firebase uid. */
  uid: string;
  email: string;
  displayName: string;
  idToken: string;
}

/** Signs a (new or returning) Google test account into the emulator and returns its ID token. */
export async function signInTestAccount(
  options: { sub?: string; email?: string; name?: string } = {},
): Promise<TestAccount> {
  const sub = options.sub ?? `google-${randomUUID()}`;
  const email = options.email ?? `${sub}@example.com`;
  const name = options.name ?? "Test Parent";
  const app = initializeApp(
    {
      apiKey: "demo-key",
      authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`,
      projectId: EMULATOR_PROJECT,
    },
    `test-${randomUUID()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${inject("emulatorHost")}`, { disableWarnings: true });
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub, email, email_verified: true, name }),
    );
    const { user } = await signInWithCredential(auth, credential);
    const idToken = await user.getIdToken();
    await signOut(auth);
    return { sub, uid: user.uid, email, displayName: name, idToken };
  } finally {
    await deleteApp(app);
  }
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * An unsigned token shaped like the emulator's, with chosen claims: the emulator accepts no
 * signature, so these test expiry, audience and "user does not exist" checks.
 */
export function craftEmulatorToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${EMULATOR_PROJECT}`,
    aud: EMULATOR_PROJECT,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    sub: `forged-${randomUUID()}`,
    user_id: undefined as unknown,
    firebase: { identities: {}, sign_in_provider: "google.com" },
    ...claims,
  };
  payload.user_id ??= payload.sub;
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

/** Replaces claims of a real token while keeping its (absent) signature. */
export function tamperToken(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = idToken.split(".");
  const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  return `${header}.${base64url({ ...decoded, ...claims })}.${signature ?? ""}`;
}
