import { randomUUID } from "node:crypto";
import { createVisitor, findSessionUser, findVisitorByTokenHash, type User } from "@nestling/db";
import { VISITOR_MAX_AGE_SECONDS } from "./constants";
import { clock, type HttpBridge, type RouterDeps } from "./deps";
import { hashToken, newToken } from "./tokens";

/** The anonymous visitor behind the request's visitor cookie, looked up only when a procedure asks. */
export interface VisitorAccess {
  /** The visitor id of the cookie, or null (no cookie, or one we no longer know). */
  current(): Promise<string | null>;
  /** The visitor id, creating a visitor and setting the cookie when there is none. */
  ensure(): Promise<string>;
}

export interface Context {
  deps: RouterDeps;
  http: HttpBridge;
  /** The signed-in user, or null. */
  user: User | null;
  /** Hash of the request's session token, when it named a live session. */
  sessionTokenHash: string | null;
  visitor: VisitorAccess;
}

function visitorAccess(deps: RouterDeps, http: HttpBridge): VisitorAccess {
  let resolved: Promise<string | null> | null = null;
  let created: Promise<string> | null = null;
  const current = () => {
    resolved ??= (async () => {
      const hash = hashToken(http.visitorToken);
      if (!hash) return null;
      return (await findVisitorByTokenHash(deps.db, hash))?.visitorId ?? null;
    })();
    return resolved;
  };
  const ensure = () => {
    created ??= (async () => {
      const existing = await current();
      if (existing) return existing;
      const token = newToken();
      const visitor = await createVisitor(
        deps.db,
        { visitorId: randomUUID(), tokenHash: hashToken(token)! },
        clock(deps),
      );
      http.setVisitorCookie(token, VISITOR_MAX_AGE_SECONDS);
      return visitor.visitorId;
    })();
    return created;
  };
  return { current, ensure };
}

/** Builds a request's context: resolves the session cookie to a user; the visitor is resolved lazily. */
export async function createContext(deps: RouterDeps, http: HttpBridge): Promise<Context> {
  const hash = hashToken(http.sessionToken);
  const user = hash ? await findSessionUser(deps.db, hash, clock(deps)) : null;
  // A cookie naming no live session (expired, logged out elsewhere, forged) is dropped.
  if (http.sessionToken !== null && !user) http.clearSessionCookie();
  return {
    deps,
    http,
    user,
    sessionTokenHash: user ? hash : null,
    visitor: visitorAccess(deps, http),
  };
}
