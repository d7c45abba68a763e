// The router's framework-neutral view of a request: cookies and the Bearer token in, cookie changes out.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import { SESSION_COOKIE, VISITOR_COOKIE, type HttpBridge } from "@nestling/router";

/** `Authorization: Bearer <token>` → the token; anything else → null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export function httpBridge(
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): HttpBridge {
  // httpOnly so scripts never see them; Lax so a link from elsewhere still opens the signed-in app
  // while cross-site POSTs carry no cookie (the Origin check is the second line).
  const base: CookieSerializeOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
  };
  return {
    sessionToken: request.cookies[SESSION_COOKIE] ?? null,
    visitorToken: request.cookies[VISITOR_COOKIE] ?? null,
    bearerToken: bearerToken(request.headers.authorization),
    setSessionCookie(token, maxAgeSeconds) {
      reply.setCookie(SESSION_COOKIE, token, { ...base, maxAge: maxAgeSeconds });
    },
    clearSessionCookie() {
      reply.clearCookie(SESSION_COOKIE, base);
    },
    setVisitorCookie(token, maxAgeSeconds) {
      reply.setCookie(VISITOR_COOKIE, token, { ...base, maxAge: maxAgeSeconds });
    },
  };
}
