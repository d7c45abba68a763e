import { TRPCError } from "@trpc/server";
import { refusal } from "../error-reasons";
import {
  createSession,
  deleteSession,
  deleteUserEverything,
  deleteVisitor,
  linkVisitorToUser,
  upsertUser,
  type User,
} from "@nestling/db";
import { FIREBASE_NOT_CONFIGURED, SESSION_MAX_AGE_SECONDS } from "../constants";
import { clock, type HttpBridge, type IdentityClaims, type RouterDeps } from "../deps";
import type { VisitorAccess } from "../context";
import type { LoginInput } from "../schemas";
import { hashToken, newToken } from "../tokens";
import { purgeExpiredData } from "./expired-data";
import { toPublicUser, type PublicUser } from "./views";

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
export function splitDisplayName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return {
    firstName: words[0]!.slice(0, 100),
    lastName: words.length > 1 ? words.slice(1).join(" ").slice(0, 100) : null,
  };
}

function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

async function verify(deps: RouterDeps, token: string | null): Promise<IdentityClaims> {
  if (!deps.identity) throw refusal("SIGN_IN_UNAVAILABLE", FIREBASE_NOT_CONFIGURED);
  if (!token) throw refusal("INVALID_TOKEN", "Missing ID token");
  let claims: IdentityClaims | null;
  try {
    claims = await deps.identity.verifyIdToken(token);
  } catch (error) {
    deps.logger.warn({ err: error }, "ID token rejected");
    claims = null;
  }
  if (!claims) throw refusal("INVALID_TOKEN", "Invalid or expired ID token");
  return claims;
}

/**
 * Signs in with a Firebase ID token from `Authorization: Bearer`. Identity and profile (uid,
 * e-mail, name, photo) come from the verified token only; a body uid naming someone else is refused.
 */
export async function login(
  deps: RouterDeps,
  http: HttpBridge,
  currentSessionHash: string | null,
  input: LoginInput,
  visitor: VisitorAccess,
): Promise<{ user: PublicUser }> {
  const claims = await verify(deps, http.bearerToken);
  if (input?.uid && input.uid !== claims.uid) {
    throw refusal("INVALID_TOKEN", "The ID token does not belong to this user");
  }
  const now = clock(deps);
  const user = await upsertUser(
    deps.db,
    {
      firebaseUid: claims.uid,
      email: claims.email,
      // Profile fields come from the verified token only: the body is the client's say-so.
      ...splitDisplayName(claims.name),
      profileImageUrl: httpsUrl(claims.picture),
    },
    now,
  );
  // A new session on every sign-in (no fixation); the one this browser had is retired.
  const previous = hashToken(http.sessionToken) ?? currentSessionHash;
  if (previous) await deleteSession(deps.db, previous);
  const token = newToken();
  await createSession(
    deps.db,
    {
      tokenHash: hashToken(token)!,
      userId: user.id,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    },
    now,
  );
  http.setSessionCookie(token, SESSION_MAX_AGE_SECONDS);
  // What this browser did before signing in (temporary chats, client logs) now belongs to the user.
  const visitorId = await visitor.current();
  if (visitorId) await linkVisitorToUser(deps.db, visitorId, user.id);
  await purgeExpiredData(deps);
  deps.logger.info({ userId: user.id }, "signed in");
  return { user: toPublicUser(user) };
}

export async function logout(deps: RouterDeps, http: HttpBridge): Promise<{ success: true }> {
  const hash = hashToken(http.sessionToken);
  if (hash) await deleteSession(deps.db, hash);
  http.clearSessionCookie();
  return { success: true };
}

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === "auth/user-not-found"
  );
}

/**
 * Deletes every row of the user in one transaction (with the temporary chats of this browser's
 * visitor cookie, which may hold the same family's questions), then the identity user. An identity
 * user that is already gone is fine; any other identity failure is reported, since the parent
 * asked for everything to go.
 */
export async function deleteAccount(
  deps: RouterDeps,
  http: HttpBridge,
  user: User,
  visitorId: string | null,
): Promise<{ success: true }> {
  await deps.db.transaction().execute(async (trx) => {
    await deleteUserEverything(trx, user.id);
    if (visitorId) await deleteVisitor(trx, visitorId);
  });
  http.clearSessionCookie();
  deps.logger.info({ userId: user.id }, "account data deleted");
  if (!deps.identity) {
    deps.logger.warn(
      { userId: user.id },
      "identity provider not configured; identity user not deleted",
    );
    return { success: true };
  }
  try {
    await deps.identity.deleteUser(user.firebaseUid);
  } catch (error) {
    if (isUserNotFound(error)) {
      deps.logger.warn({ userId: user.id }, "identity user was already deleted");
      return { success: true };
    }
    deps.logger.error({ err: error, userId: user.id }, "identity user could not be deleted");
    throw new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message:
        "Your data was deleted, but your sign-in account could not be removed. Please contact support.",
    });
  }
  return { success: true };
}
