// GET /api/ready: for the load balancer. 200 only while this instance can serve: the database
// answers, and Redis too when it is configured (without it, rate limits would quietly become
// per-instance). /api/health stays the cheap liveness check that touches nothing.
import type { FastifyPluginAsync } from "fastify";
import { databaseAnswers, type Db } from "@nestling/db";
import { redisAnswers, type Redis } from "../shared/redis-client.js";

/** A dependency slower than this counts as down: a probe must answer quickly either way. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

type Check = "ok" | "down" | "not configured";

async function within(check: Promise<boolean>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check.catch(() => false), timeout])) ? "ok" : "down";
  } finally {
    clearTimeout(timer);
  }
}

export const readinessRoutes: FastifyPluginAsync<{ db: Db; redis: Redis | null }> = async (
  app,
  { db, redis },
) => {
  app.get("/api/ready", async (_request, reply) => {
    const [database, shared] = await Promise.all([
      within(databaseAnswers(db)),
      redis ? within(redisAnswers(redis)) : Promise.resolve<Check>("not configured"),
    ]);
    const ready = database === "ok" && shared !== "down";
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? "ready" : "unavailable", database, redis: shared });
  });
};
