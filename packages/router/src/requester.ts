import { findSessionUser, findVisitorByTokenHash } from "@nestling/db";
import { clock, type HttpBridge, type RouterDeps } from "./deps";
import { hashToken } from "./tokens";

/**
 * Who is asking, as a stable key for per-person budgets (rate limits): `user:{id}` for a live
 * session, `visitor:{id}` for a visitor the database knows, else null. Only cookies that name a real
 * session or visitor count, so a made-up cookie never buys a fresh budget and never creates a key.
 */
export async function requesterKey(
  deps: Pick<RouterDeps, "db" | "now">,
  http: Pick<HttpBridge, "sessionToken" | "visitorToken">,
): Promise<string | null> {
  const sessionHash = hashToken(http.sessionToken);
  if (sessionHash) {
    const user = await findSessionUser(deps.db, sessionHash, clock(deps));
    if (user) return `user:${user.id}`;
  }
  const visitorHash = hashToken(http.visitorToken);
  if (visitorHash) {
    const visitor = await findVisitorByTokenHash(deps.db, visitorHash);
    if (visitor) return `visitor:${visitor.visitorId}`;
  }
  return null;
}
