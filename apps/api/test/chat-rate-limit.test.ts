// The chat budget counts questions, not HTTP requests, and nobody can reset someone else's count.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  CLIENT_LOGS_PER_MINUTE,
  CLIENT_LOGS_RATE_LIMIT_MESSAGE,
  ipKey,
  RATE_LIMIT_MESSAGE,
} from "../src/http/chat-rate-limit.js";
import { createTestServer, signIn, type TestServer, tempConversationId } from "./test-server.js";

const question = () => ({
  message: "How long should a newborn sleep?",
  conversationId: tempConversationId(),
});

describe("chat rate limit per question", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimitChatPerMinute: 3 });
  });
  afterAll(() => server.close());

  it("charges every chat.send of a tRPC batch", async () => {
    const { cookie } = await signIn(server.app);
    const calls = 5;
    const batch = await server.app.inject({
      method: "POST",
      url: `/trpc/${Array.from({ length: calls }, () => "chat.send").join(",")}?batch=1`,
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(
        Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, question()])),
      ),
    });
    expect(batch.statusCode).toBe(429);
    const body = batch.json() as { error: { message: string } }[];
    expect(body).toHaveLength(calls);
    expect(body[0]!.error.message).toBe(RATE_LIMIT_MESSAGE);
    // The batch spent the budget: a single question right after is refused too.
    const single = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { cookie },
      payload: question(),
    });
    expect(single.statusCode).toBe(429);
  });

  it("lets a batch within the budget through", async () => {
    const { cookie } = await signIn(server.app);
    const batch = await server.app.inject({
      method: "POST",
      url: "/trpc/chat.send,chat.send?batch=1",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ 0: question(), 1: question() }),
    });
    expect(batch.statusCode, batch.body).toBe(200);
  });

  it("cannot be reset for someone else by a flood of made-up cookies", async () => {
    const { cookie } = await signIn(server.app);
    for (let i = 0; i < 3; i++) {
      const ok = await server.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { cookie },
        payload: question(),
      });
      expect(ok.statusCode).toBe(200);
    }
    // More distinct keys than the rate-limit plugin's default cache holds (5,000). The bodies are
    // invalid, so each request stops at validation, after the limiter has counted it. The clock
    // stands still meanwhile: on a busy machine 6,000 requests can outlast the minute's window,
    // which would reset the count honestly and prove nothing.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < 6_000; i++) {
      await server.app.inject({
        method: "POST",
        url: "/api/chat",
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        headers: {
          cookie: `nestling_visitor=junk${i}; nestling_session=${"x".repeat(43 - String(i).length)}${i}`,
        },
        payload: {},
      });
    }
    const after = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { cookie },
      payload: question(),
    });
    expect(after.statusCode).toBe(429);
  }, 120_000);
});

describe("client log uploads", () => {
  it("are rate limited per person, through REST and tRPC alike", async () => {
    const server = await createTestServer();
    try {
      const { cookie } = await signIn(server.app);
      const upload = (via: "rest" | "trpc") =>
        server.app.inject({
          method: "POST",
          url: via === "rest" ? "/api/debug/client-logs" : "/trpc/debug.clientLogs",
          headers: { cookie, "content-type": "application/json" },
          payload: JSON.stringify({ logs: ["[voice] start"] }),
        });
      for (let i = 0; i < CLIENT_LOGS_PER_MINUTE; i++) {
        expect((await upload(i % 2 ? "rest" : "trpc")).statusCode).toBe(200);
      }
      const refused = await upload("rest");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: CLIENT_LOGS_RATE_LIMIT_MESSAGE });
      expect((await upload("trpc")).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe("ipKey", () => {
  it("keeps IPv4 addresses and folds an IPv6 address to its /64", () => {
    expect(ipKey("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(ipKey("::ffff:203.0.113.7")).toBe("ip:::ffff:203.0.113.7");
    expect(ipKey("2001:db8:0:1:aaaa::1")).toBe("ip6:2001:db8:0:1::/64");
    expect(ipKey("2001:DB8:0:1:bbbb:cccc:dddd:eeee")).toBe("ip6:2001:db8:0:1::/64");
    expect(ipKey("2001:db8::1")).toBe("ip6:2001:db8:0:0::/64");
    expect(ipKey("::1")).toBe("ip6:0:0:0:0::/64");
  });
});
