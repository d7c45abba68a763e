// /api/ready tells a load balancer whether this instance can serve; /api/health only that it runs.
import { afterAll, describe, expect, it } from "vitest";
import { createTestRedis } from "./test-redis.js";
import { createTestServer } from "./test-server.js";

const redis = createTestRedis();
afterAll(() => redis.close());

describe("GET /api/ready", () => {
  it("answers 200 when the database answers and no Redis is configured", async () => {
    const server = await createTestServer({ auth: "none" });
    try {
      const ready = await server.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", database: "ok", redis: "not configured" });
      expect(ready.headers["cache-control"]).toBe("no-store");
    } finally {
      await server.close();
    }
  });

  it("answers 200 when the database and the configured Redis answer", async () => {
    const server = await createTestServer({ auth: "none", redis: await redis.connect() });
    try {
      const ready = await server.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.json()).toEqual({ status: "ready", database: "ok", redis: "ok" });
      expect(ready.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("answers 503 once the database is gone, while /api/health still answers 200", async () => {
    const server = await createTestServer({ auth: "none" });
    await server.db.destroy();
    const ready = await server.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: "unavailable",
      database: "down",
      redis: "not configured",
    });
    expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await server.app.close();
  });
});
