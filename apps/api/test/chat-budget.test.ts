// The chat budget as clients meet it: 429 with its message on REST and tRPC alike, the per-IP
// ceiling for fresh cookies, and client IPs taken from a trusted reverse proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "../src/http/chat-rate-limit.js";
import { createTestServer, signIn, type TestServer, tempConversationId } from "./test-server.js";

describe("chat rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimitChatPerMinute: 3 });
  });
  afterAll(() => server.close());

  const chat = (cookie?: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: cookie ? { cookie } : {},
      payload: {
        message: "How long should a newborn sleep?",
        conversationId: tempConversationId(),
      },
    });

  it("answers 429 with 'Please wait…' once the per-minute budget is spent, on REST and tRPC alike", async () => {
    const { cookie } = await signIn(server.app);
    for (let i = 0; i < 2; i++) expect((await chat(cookie)).statusCode).toBeLessThan(300);
    const viaTrpc = () =>
      server.app.inject({
        method: "POST",
        url: "/trpc/chat.send",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ message: "And naps?", conversationId: tempConversationId() }),
      });
    expect((await viaTrpc()).statusCode).toBeLessThan(300);

    const limited = await chat(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: RATE_LIMIT_MESSAGE,
      code: "TOO_MANY_REQUESTS",
      reason: "RATE_LIMITED",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const limitedTrpc = await viaTrpc();
    expect(limitedTrpc.statusCode).toBe(429);
    expect(limitedTrpc.json()).toMatchObject({
      error: { message: RATE_LIMIT_MESSAGE, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } },
    });

    // Someone else still has their own budget, and reads are never limited.
    const other = await signIn(server.app);
    expect((await chat(other.cookie)).statusCode).toBeLessThan(300);
    expect(
      (await server.app.inject({ url: "/api/conversations", headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it("caps one IP that sends a fresh cookie with every request", async () => {
    const ceilingServer = await createTestServer({ rateLimitChatPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await ceilingServer.app.inject({
          method: "POST",
          url: "/api/chat",
          remoteAddress: "203.0.113.7",
          headers: { cookie: `nestling_visitor=forged${i}` },
          payload: {
            message: "Is it normal for a baby to hiccup a lot?",
            conversationId: tempConversationId(),
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status < 300)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await ceilingServer.close();
    }
  });
});

describe("behind a trusted reverse proxy", () => {
  it("takes the client IP and host from X-Forwarded-* for rate limits and the Origin check", async () => {
    // Built from the environment of a production deployment behind a proxy.
    const server = await createTestServer({
      auth: "none",
      webDist: null,
      rateLimitChatPerMinute: 1,
      publicOrigin: "https://nestling.example",
      env: { NODE_ENV: "production", TRUST_PROXY: "127.0.0.1" },
    });
    const { app } = server;
    try {
      const chat = (ip: string) =>
        app.inject({
          method: "POST",
          url: "/api/chat",
          headers: {
            host: "internal:3000",
            "x-forwarded-host": "nestling.example",
            "x-forwarded-for": ip,
            origin: "https://nestling.example",
          },
          payload: {
            message: "How long should a newborn sleep?",
            conversationId: tempConversationId(),
          },
        });
      // Cookie-less questions from one address are held by the IP ceiling (5 × the budget of 1).
      for (let i = 0; i < 5; i++) expect((await chat("198.51.100.1")).statusCode).toBe(200);
      expect((await chat("198.51.100.1")).statusCode).toBe(429);
      // Another visitor behind the same proxy has a budget of their own.
      const other = await chat("198.51.100.2");
      expect(other.statusCode).toBe(200);
      expect(other.cookies.find((c) => c.name === "nestling_visitor")?.secure).toBe(true);
      expect(other.headers["strict-transport-security"]).toMatch(/max-age=/);
    } finally {
      await server.close();
    }
  });
});
