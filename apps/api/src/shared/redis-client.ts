// The one Redis connection of an API instance (REDIS_URL): what N instances must share (rate-limit
// counters) lives there. Built so a Redis outage never stalls a request: commands fail at once
// while disconnected (no offline queue) or after a short timeout, and the client keeps
// reconnecting in the background.
import { Redis } from "ioredis";

export type { Redis } from "ioredis";

/** A command slower than this counts as failed: the caller falls back instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** `keyPrefix` puts every key under a namespace (tests: one per run, on a shared server). */
export function connectRedis(
  url: string,
  log: RedisLog,
  options: { keyPrefix?: string } = {},
): Redis {
  const redis = new Redis(url, {
    ...options,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Keep trying, at most every 2 s: the instance keeps serving (per-instance limits) meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line per outage, not one per reconnect attempt.
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error.message }, "Redis unavailable: rate limits fall back to this instance");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({}, "Redis answers again: rate limits are shared again");
  });
  return redis;
}

/** Whether Redis answers within the command timeout (readiness). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}

/** Resolves true once the connection is ready, false after `timeoutMs` (the instance starts anyway). */
export function redisConnected(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on("ready", onReady);
  });
}
