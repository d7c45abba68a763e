import type { Db } from "@nestling/db";
import type { AnswerEngine } from "@nestling/answers";

/** What the identity provider (Firebase) vouches for in a verified ID token. */
export interface IdentityClaims {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  emailVerified: boolean;
}

/** The identity provider, behind an interface so the router never imports firebase-admin. */
export interface Identity {
  /** Verified claims; a rejected token may either resolve null or throw. */
  verifyIdToken(token: string): Promise<IdentityClaims | null>;
  /** Deletes the identity user. Rejecting with code "auth/user-not-found" counts as already deleted. */
  deleteUser(uid: string): Promise<void>;
}

export interface Logger {
  info(o: object, m?: string): void;
  warn(o: object, m?: string): void;
  error(o: object, m?: string): void;
}

export interface PublicFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl: string | null;
}

export interface RouterConfig {
  gtmContainerId: string | null;
  /** The web app's public Firebase settings; null when sign-in is not configured. */
  firebase: PublicFirebaseConfig | null;
  secureCookies: boolean;
}

/** Everything the procedures need from the host, built once at start-up. */
export interface RouterDeps {
  db: Db;
  engine: AnswerEngine;
  /** null = Firebase not configured: sign-in answers PRECONDITION_FAILED. */
  identity: Identity | null;
  config: RouterConfig;
  logger: Logger;
  /** Clock override for tests. */
  now?: () => Date;
}

/**
 * The HTTP request as the router sees it, framework-neutral: the host reads the cookies and the
 * Authorization header, and applies the cookie changes to its response.
 */
export interface HttpBridge {
  sessionToken: string | null;
  visitorToken: string | null;
  /** The token of `Authorization: Bearer <token>`, if any. */
  bearerToken: string | null;
  setSessionCookie(token: string, maxAgeSeconds: number): void;
  clearSessionCookie(): void;
  setVisitorCookie(token: string, maxAgeSeconds: number): void;
}

export function clock(deps: Pick<RouterDeps, "now">): Date {
  return deps.now ? deps.now() : new Date();
}
