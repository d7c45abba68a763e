// Rate limit for asking questions (POST /api/chat and tRPC chat.send share one budget).
// The budget is per person: the session cookie for signed-in users, the visitor cookie for anonymous
// ones, else the IP. Cookies cost nothing to mint, so a second, wider per-IP ceiling stops a client
// from escaping the limit by sending a fresh cookie with every request.
import type { FastifyInstance, FastifyRequest, FastifyReply } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type {} from "@fastify/cookie";
import { TRPCError } from "@trpc/server";
import { SESSION_COOKIE, VISITOR_COOKIE } from "@nestling/router";

export const RATE_LIMIT_MESSAGE = "You're asking questions quite quickly! Please wait a moment.";
/** How many people may share one IP (a household, an office NAT) before the IP ceiling bites. */
const IP_CEILING_FACTOR = 5;

function personKey(request: FastifyRequest): string {
  const session = request.cookies[SESSION_COOKIE];
  if (session) return `session:${session}`;
  const visitor = request.cookies[VISITOR_COOKIE];
  if (visitor) return `visitor:${visitor}`;
  return `ip:${request.ip}`;
}

export type ChatRateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Registers the limiter (needs @fastify/cookie first) and returns the check to run on chat requests. */
export async function registerChatRateLimit(
  app: FastifyInstance,
  perMinute: number,
): Promise<ChatRateLimit> {
  await app.register(rateLimit, { global: false, timeWindow: 60_000, max: perMinute });
  const perPerson = app.createRateLimit({ keyGenerator: personKey, max: perMinute });
  const perIp = app.createRateLimit({
    keyGenerator: (request) => `ip:${request.ip}`,
    max: perMinute * IP_CEILING_FACTOR,
  });
  return async function limitChat(request, reply) {
    for (const check of [perPerson, perIp]) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", String(limit.ttlInSeconds));
        throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: RATE_LIMIT_MESSAGE });
      }
    }
  };
}
