// Rate limits for the actions that cost us per call: asking a question (POST /api/chat and tRPC
// chat.send share one budget) and uploading client logs. Charged per call: a tRPC batch naming
// chat.send five times costs five.
// The budget is per person: the signed-in user, or the anonymous visitor, as the database knows them
// (a made-up cookie counts as no cookie). Someone not yet known (a first question) is held only by a
// wider per-IP ceiling, which also stops a client from escaping its budget by dropping its cookie.
import type { FastifyInstance, FastifyRequest, FastifyReply } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { refusal } from "@nestling/router";
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
export type PersonOf = (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;

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

export const CLIENT_LOGS_RATE_LIMIT_MESSAGE = "Too many diagnostic uploads. Please wait a moment.";
/** Voice diagnostics: one batch per press of the voice button is plenty. */
export const CLIENT_LOGS_PER_MINUTE = 10;

export const SHARED_VIEWS_RATE_LIMIT_MESSAGE =
  "Too many shared pages opened. Please wait a moment.";
/** Shared conversations opened per minute by one person (five times that per IP). */
export const SHARED_VIEWS_PER_MINUTE = 30;

export interface RateLimits {
  /** Questions (POST /api/chat, tRPC chat.send). */
  chat: ChatRateLimit;
  /** Client log uploads (POST /api/debug/client-logs, tRPC debug.clientLogs). */
  clientLogs: ChatRateLimit;
  /** Public shared conversations (GET /api/shared/{token}, tRPC shares.conversation). */
  sharedViews: ChatRateLimit;
}

/**
 * Registers the limiter and returns the checks for the two paid-for actions. `store` holds the
 * counters: this process's WindowStore, or a shared one (Redis) when several instances serve together.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  chatPerMinute: number,
  personOf: PersonOf,
  store: new () => object = WindowStore,
): Promise<RateLimits> {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    store: store as typeof WindowStore,
  });
  const personKeys = new WeakMap<FastifyRequest, string>();
  const budget = (name: string, perMinute: number, message: string): ChatRateLimit => {
    const perPerson = app.createRateLimit({
      keyGenerator: (request) => `${name}:${personKeys.get(request)!}`,
      max: perMinute,
    });
    const perIp = app.createRateLimit({
      keyGenerator: (request) => `${name}:${ipKey(request.ip)}`,
      max: perMinute * IP_CEILING_FACTOR,
    });
    return async function limit(request, reply, questions = 1) {
      if (!personKeys.has(request)) {
        const person = await personOf(request, reply);
        if (person) personKeys.set(request, person);
      }
      const checks = personKeys.has(request) ? [perPerson, perIp] : [perIp];
      for (let question = 0; question < questions; question++) {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header("retry-after", String(result.ttlInSeconds));
            throw refusal("RATE_LIMITED", message);
          }
        }
      }
    };
  };
  return {
    chat: budget("chat", chatPerMinute, RATE_LIMIT_MESSAGE),
    clientLogs: budget("logs", CLIENT_LOGS_PER_MINUTE, CLIENT_LOGS_RATE_LIMIT_MESSAGE),
    sharedViews: budget("shared", SHARED_VIEWS_PER_MINUTE, SHARED_VIEWS_RATE_LIMIT_MESSAGE),
  };
}
