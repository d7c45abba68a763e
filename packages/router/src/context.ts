import { randomUUID } from "node:crypto";
import { findSessionUser, findVisitorByTokenHash, type User } from "@nestling/db";
import { VISITOR_MAX_AGE_SECONDS } from "./constants";
import { clock, type HttpBridge, type RouterDeps } from "./deps";
import { hashToken, newToken } from "./tokens";

/** The visitor a chat is recorded under: the cookie's, or a new one that exists once `saveVisitor` stores it. */
export interface ChatVisitor {
  visitorId: string;
  tokenHash: string;
  /** True when the request had no usable visitor cookie: nothing of this visitor is stored yet. */
  isNew: boolean;
  /** Hands a new visitor their cookie; call once their row is committed (no-op for a known visitor). */
  issueCookie(): void;
}

/** The anonymous visitor behind the request's visitor cookie, looked up only when a procedure asks. */
export interface VisitorAccess {
  /** The visitor id of the cookie, or null (no cookie, or one we no longer know). */
  current(): Promise<string | null>;
  /** The cookie's visitor with the user this browser belongs to, or null. */
  known(): Promise<{ visitorId: string; userId: number | null } | null>;
  /**
   * The visitor to record a chat under. A new visitor is only minted here: the caller stores it
   * with the chat (in the chat's transaction) and then issues the cookie, so a question that stores
   * nothing (off-topic, a failure) leaves no visitor behind.
   */
  forChat(): Promise<ChatVisitor>;
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
  let resolved: Promise<{
    visitorId: string;
    tokenHash: string;
    userId: number | null;
  } | null> | null = null;
  let chatVisitor: Promise<ChatVisitor> | null = null;
  const lookup = () => {
    resolved ??= (async () => {
      const tokenHash = hashToken(http.visitorToken);
      if (!tokenHash) return null;
      const visitor = await findVisitorByTokenHash(deps.db, tokenHash);
      return visitor ? { visitorId: visitor.visitorId, tokenHash, userId: visitor.userId } : null;
    })();
    return resolved;
  };
  const forChat = () => {
    chatVisitor ??= (async (): Promise<ChatVisitor> => {
      const known = await lookup();
      if (known) {
        const { visitorId, tokenHash } = known;
        return { visitorId, tokenHash, isNew: false, issueCookie() {} };
      }
      const token = newToken();
      return {
        visitorId: randomUUID(),
        tokenHash: hashToken(token)!,
        isNew: true,
        issueCookie: () => http.setVisitorCookie(token, VISITOR_MAX_AGE_SECONDS),
      };
    })();
    return chatVisitor;
  };
  return {
    current: async () => (await lookup())?.visitorId ?? null,
    known: async () => {
      const visitor = await lookup();
      return visitor ? { visitorId: visitor.visitorId, userId: visitor.userId } : null;
    },
    forChat,
  };
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
