/**
 * Google sign-in through Firebase Auth. This module is heavy (the Firebase SDK), so the app only
 * imports it with import() when a parent starts sign-in or signs out; the landing page never loads it.
 */
import { initializeApp, getApps, type FirebaseApp } from "firebase/app";
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import { FIREBASE_NOT_CONFIGURED } from "./toasts";
import { trpcClient, type FirebasePublicConfig } from "./trpc";

export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  getIdToken: () => Promise<string>;
}

let authPromise: Promise<{ auth: Auth; config: FirebasePublicConfig }> | null = null;

async function loadAuth(fetchConfig: () => Promise<FirebasePublicConfig | null>) {
  const config = await fetchConfig();
  if (!config || !config.apiKey || !config.projectId) throw new Error(FIREBASE_NOT_CONFIGURED);
  const app: FirebaseApp =
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
  const auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return { auth, config };
}

/**
 * The configured Auth instance (one per page); fails with the text of docs/behaviour.md §5 when
 * Firebase is not set up.
 */
export function firebaseAuth(
  fetchConfig: () => Promise<FirebasePublicConfig | null> = () =>
    trpcClient.config.firebase.query(),
) {
  authPromise ??= loadAuth(fetchConfig).catch((error: unknown) => {
    authPromise = null;
    throw error;
  });
  return authPromise;
}

/** True when sign-in goes to the local Auth emulator (a "local test account", not a real Google one). */
export async function usesEmulator(): Promise<boolean> {
  const { config } = await firebaseAuth();
  return Boolean(config.emulatorUrl);
}

/** A local test account for the Auth emulator: any e-mail, no real Google account involved. */
export interface TestAccount {
  email: string;
  displayName: string;
}

/** The same e-mail always maps to the same emulator account. */
export function testAccountUid(email: string): string {
  return `test-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
}

/**
 * Google sign-in in a popup. With the Auth emulator and a test account, signs in with an emulator
 * Google credential instead: the popup needs Google's script host, which an offline machine (and
 * the test run) cannot reach, while the emulator accepts this credential without any network.
 */
export async function signInWithGoogle(testAccount?: TestAccount): Promise<IdentityUser> {
  const { auth, config } = await firebaseAuth();
  if (testAccount && config.emulatorUrl) {
    const token = JSON.stringify({
      sub: testAccountUid(testAccount.email),
      email: testAccount.email.trim(),
      email_verified: true,
      name: testAccount.displayName.trim() || undefined,
    });
    const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(token));
    return toIdentity(user);
  }
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  const { user } = await signInWithPopup(auth, provider);
  return toIdentity(user);
}

export async function signOutOfIdentity(): Promise<void> {
  const { auth } = await firebaseAuth();
  await signOut(auth);
}

function toIdentity(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    getIdToken: () => user.getIdToken(),
  };
}

/** Popup closed or replaced by the parent: not a failure worth a toast. */
export function isPopupDismissed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "auth/popup-closed-by-user" || code === "auth/cancelled-popup-request";
}
