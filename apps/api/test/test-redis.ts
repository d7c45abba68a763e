// Redis for tests: the machine's server (NESTLING_TEST_REDIS_URL, else 127.0.0.1:6379), with every
// key of a run under a prefix of its own, deleted at the end, so parallel runs never share counters.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { connectRedis, redisConnected } from "../src/shared/redis-client.js";

export const TEST_REDIS_URL = process.env.NESTLING_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export interface TestRedis {
  /** A connection as an instance holds it (connectRedis), keys under this run's prefix, once ready. */
  connect(): Promise<Redis>;
  /** A Redis that never answers (nothing listens on the port): an outage. */
  unreachable(): Redis;
  /** Deletes the run's keys and closes every connection made. */
  close(): Promise<void>;
}

/** Collects what the Redis client logs (outages are expected here). */
export const redisLog = {
  lines: [] as string[],
  warn(_details: object, message: string) {
    this.lines.push(message);
  },
  info(_details: object, message: string) {
    this.lines.push(message);
  },
};

export function createTestRedis(): TestRedis {
  const keyPrefix = `nestling-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
  const made: Redis[] = [];
  const open = (url: string) => {
    const redis = connectRedis(url, redisLog, { keyPrefix });
    made.push(redis);
    return redis;
  };
  return {
    async connect() {
      const redis = open(TEST_REDIS_URL);
      if (!(await redisConnected(redis, 5_000)))
        throw new Error(`Redis does not answer at ${TEST_REDIS_URL}`);
      return redis;
    },
    unreachable: () => open("redis://127.0.0.1:1"),
    async close() {
      const admin = new Redis(TEST_REDIS_URL, { lazyConnect: true });
      try {
        await admin.connect();
        const keys = await admin.keys(`${keyPrefix}*`);
        if (keys.length > 0) await admin.del(...keys);
      } finally {
        admin.disconnect();
        for (const redis of made) redis.disconnect();
      }
    },
  };
}
