// Rate limit for asking questions (POST /api/chat and tRPC chat.send share one budget), charged per
// question: a tRPC batch naming chat.send five times costs five.
// The budget is per person: the signed-in user, or the anonymous visitor, as the database knows them
// (a made-up cookie counts as no cookie). Someone not yet known (a first question) is held only by a
// wider per-IP ceiling, which also stops a client from escaping its budget by dropping its cookie.
import type { FastifyInstance, FastifyRequest, FastifyReply } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { TRPCError } from "@trpc/server";
import { WindowStore } from "./window-store.js";

export const RATE_LIMIT_MESSAGE = "You're asking questions quite quickly! Please wait a moment.";
/** How many people may share one IP (a household, an office NAT) before the IP ceiling bites. */
const IP_CEILING_FACTOR = 5;

/** Charges `questions` questions to the request's person and IP; throws TOO_MANY_REQUESTS past the budget. */
export type ChatRateLimit = (
  request: FastifyRequest,
  reply: FastifyReply,
  questions?: number,
) => Promise<void>;

/** The person behind a request as a stable key (`user:…`, `visitor:…`), or null for nobody known. */
export type PersonOf = (request: FastifyRequest) => Promise<string | null>;

/** An IPv6 client controls its whole /64, so the ceiling counts the /64 as one address. */
export function ipKey(ip: string): string {
  if (!ip.includes(":") || ip.startsWith("::ffff:")) return `ip:${ip}`;
  const [head = "", tail = ""] = ip.split("::");
  const groups = [...head.split(":").filter(Boolean)];
  const tailGroups = tail.split(":").filter(Boolean);
  while (groups.length + tailGroups.length < 8) groups.push("0");
  groups.push(...tailGroups);
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Registers the limiter and returns the check to run on chat requests. `store` holds the counters:
 * this process's WindowStore, or a shared one (Redis) when several instances serve together.
 */
export async function registerChatRateLimit(
  app: FastifyInstance,
  perMinute: number,
  personOf: PersonOf,
  store: new () => object = WindowStore,
): Promise<ChatRateLimit> {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    max: perMinute,
    store: store as typeof WindowStore,
  });
  const personKeys = new WeakMap<FastifyRequest, string>();
  const perPerson = app.createRateLimit({
    keyGenerator: (request) => personKeys.get(request)!,
    max: perMinute,
  });
  const perIp = app.createRateLimit({
    keyGenerator: (request) => ipKey(request.ip),
    max: perMinute * IP_CEILING_FACTOR,
  });
  return async function limitChat(request, reply, questions = 1) {
    const person = await personOf(request);
    if (person) personKeys.set(request, person);
    const checks = person ? [perPerson, perIp] : [perIp];
    for (let question = 0; question < questions; question++) {
      for (const check of checks) {
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header("retry-after", String(limit.ttlInSeconds));
          throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: RATE_LIMIT_MESSAGE });
        }
      }
    }
  };
}
