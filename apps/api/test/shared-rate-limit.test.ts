// Two instances side by side, one database and one Redis: the chat budget is one budget, whichever
// instance a request lands on. With Redis down, chat keeps working and each instance counts alone.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Db } from "@nestling/db";
import { RATE_LIMIT_MESSAGE } from "../src/http/chat-rate-limit.js";
import { createTestRedis, redisLog, type TestRedis } from "./test-redis.js";
import { createTestServer, signIn, type TestServer } from "./test-server.js";

const PER_MINUTE = 2;
/** The per-IP ceiling (IP_CEILING_FACTOR in chat-rate-limit.ts). */
const IP_CEILING = PER_MINUTE * 5;

const temp = () => `temp_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
let ipCounter = 0;
/** A client address of its own per test, so one test's questions never count against another's. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function ask(app: FastifyInstance, ip: string, cookie?: string) {
  return app.inject({
    method: "POST",
    url: "/api/chat",
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { message: "How long should a newborn sleep?", conversationId: temp() },
  });
}

let db: Db;
let redis: TestRedis;
const servers: TestServer[] = [];
async function instance(options: { redis: "shared" | "down" }): Promise<FastifyInstance> {
  const server = await createTestServer({
    db,
    rateLimitChatPerMinute: PER_MINUTE,
    redis: options.redis === "shared" ? await redis.connect() : redis.unreachable(),
  });
  servers.push(server);
  return server.app;
}

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await redis.close();
  await db.destroy();
});

describe("with Redis, instances share one budget", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await instance({ redis: "shared" });
    b = await instance({ redis: "shared" });
  });

  it("refuses a person on instance B once they used their budget on instance A", async () => {
    const ip = freshIp();
    const { cookie } = await signIn(a);
    for (let i = 0; i < PER_MINUTE; i++) expect((await ask(a, ip, cookie)).statusCode).toBe(200);
    const refused = await ask(b, ip, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await ask(a, ip, cookie)).statusCode).toBe(429);
    // Someone else is not held by that person's budget.
    expect((await ask(b, ip, (await signIn(b)).cookie)).statusCode).toBe(200);
  });

  it("holds the per-IP ceiling across instances for askers it does not know yet", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < IP_CEILING + 2; i++)
      statuses.push((await ask(i % 2 ? b : a, ip)).statusCode);
    expect(statuses.slice(0, IP_CEILING)).toEqual(Array(IP_CEILING).fill(200));
    expect(statuses.slice(IP_CEILING)).toEqual([429, 429]);
  });
});

describe("with Redis down", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await instance({ redis: "down" });
    b = await instance({ redis: "down" });
  });

  it("keeps answering, with each instance holding the budget on its own, and never a 5xx", async () => {
    const ip = freshIp();
    const { cookie } = await signIn(a);
    const onA = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) onA.push((await ask(a, ip, cookie)).statusCode);
    expect(onA).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    // Instance B never saw those questions: per-instance limits are the documented fallback.
    expect((await ask(b, ip, cookie)).statusCode).toBe(200);
    expect(redisLog.lines).toContain("Redis unavailable: rate limits fall back to this instance");
  });

  it("reports the instance not ready, while liveness stays up", async () => {
    const ready = await a.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", database: "ok", redis: "down" });
    expect((await a.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
