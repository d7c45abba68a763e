import type { Context } from "./context";

/**
 * Who is asking, as a stable key for per-person budgets (rate limits): `user:{id}` for a live
 * session, `visitor:{id}` for a visitor the database knows, else null. Only cookies that name a real
 * session or visitor count, so a made-up cookie never buys a fresh budget and never creates a key.
 * It reads the request's context, so the session and visitor are looked up once per request,
 * whether the limiter or the procedure asks first.
 */
export async function requesterKey(
  context: Pick<Context, "user" | "visitor">,
): Promise<string | null> {
  if (context.user) return `user:${context.user.id}`;
  const visitor = await context.visitor.known();
  return visitor ? `visitor:${visitor.visitorId}` : null;
}
