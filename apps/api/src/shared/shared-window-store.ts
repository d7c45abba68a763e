// The rate-limit counters in Redis, so a person at their limit on one instance is refused on every
// other. Same fixed windows as WindowStore (which it falls back to): a Redis failure must never
// refuse or fail a chat, so while Redis does not answer each instance counts on its own again.
import type { Redis } from "ioredis";
import { WindowStore } from "../http/window-store.js";

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** One atomic round trip: count the hit, start the window on the first, report the time left. */
const INCR_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ_WINDOW = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

type WindowCommands = Redis & {
  nestlingIncrWindow(key: string, windowMs: number): Promise<[number, number]>;
  nestlingReadWindow(key: string): Promise<[number, number]>;
};

export const RATE_LIMIT_KEY_PREFIX = "nestling:rate:";

/** How often a Redis failure is logged while it lasts. */
const FALLBACK_LOG_EVERY_MS = 60_000;

/**
 * A store class for @fastify/rate-limit (it constructs the store itself) bound to `redis`. A
 * counter Redis could not keep is counted in this process instead, and logged once a minute.
 */
export function sharedWindowStore(
  redis: Redis,
  log: { warn(details: object, message: string): void },
) {
  let loggedAt = -Infinity;
  const onFallback = (error: Error) => {
    const now = Date.now();
    if (now - loggedAt < FALLBACK_LOG_EVERY_MS) return;
    loggedAt = now;
    log.warn(
      { err: error.message },
      "rate limit counted on this instance only: Redis did not answer",
    );
  };
  const commands = redis as WindowCommands;
  if (typeof commands.nestlingIncrWindow !== "function") {
    redis.defineCommand("nestlingIncrWindow", { numberOfKeys: 1, lua: INCR_IN_WINDOW });
    redis.defineCommand("nestlingReadWindow", { numberOfKeys: 1, lua: READ_WINDOW });
  }
  const local = new WindowStore();

  return class SharedWindowStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      commands.nestlingIncrWindow(RATE_LIMIT_KEY_PREFIX + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          onFallback(error);
          local.incr(key, callback, timeWindow);
        },
      );
    }

    read(key: string, callback: Callback): void {
      commands.nestlingReadWindow(RATE_LIMIT_KEY_PREFIX + key).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          onFallback(error);
          local.read(key, callback);
        },
      );
    }

    /** Every limiter shares the counters; their keys tell them apart (as in WindowStore). */
    child(): SharedWindowStore {
      return this;
    }
  };
}
