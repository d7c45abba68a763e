// Cross-cutting HTTP behaviour: security headers, the SPA fallback, Origin checks, body limits,
// JSON errors, rate limiting.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "../src/http/chat-rate-limit.js";
import { CROSS_SITE_MESSAGE } from "../src/http/origin-check.js";
import { createTestServer, signIn, type TestServer } from "./test-server.js";
import { APP_JS, INDEX_HTML } from "./web-dist-fixture.js";

const temp = () => `temp_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it.each(["/", "/api/health", "/chat/1"])(
    "sends a CSP and the helmet headers on %s",
    async (url) => {
      const res = await server.app.inject(url);
      const csp = String(res.headers["content-security-policy"]);
      const directive = (name: string) =>
        csp
          .split(";")
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `)) ?? "";
      expect(directive("default-src")).toBe("default-src 'self'");
      expect(directive("script-src")).toContain("'self'");
      expect(directive("script-src")).not.toContain("unsafe-inline");
      expect(directive("script-src")).not.toContain("unsafe-eval");
      expect(directive("script-src")).toContain("https://apis.google.com");
      expect(directive("script-src")).toContain("https://www.googletagmanager.com");
      expect(directive("connect-src")).toContain(`http://${inject("emulatorHost")}`);
      expect(directive("frame-src")).toContain(`http://${inject("emulatorHost")}`);
      // No wildcard Google or Firebase hosts: only what this deployment uses.
      expect(csp).not.toContain("*.googleapis.com");
      expect(csp).not.toContain("*.firebaseapp.com");
      expect(res.headers["x-frame-options"]).toBeUndefined();
      expect(directive("object-src")).toBe("object-src 'none'");
      expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    },
  );

  it("allows a real project's own auth domain only, and tag-manager hosts only when configured", async () => {
    const real = await createTestServer({
      auth: "none",
      env: {
        GTM_CONTAINER_ID: "",
        FIREBASE_PROJECT_ID: "nestling-prod",
        FIREBASE_API_KEY: "AIza-test",
        AUTH_EMULATOR: "off",
      },
    });
    try {
      const csp = String((await real.app.inject("/")).headers["content-security-policy"]);
      expect(csp).toContain("frame-src 'self' https://nestling-prod.firebaseapp.com");
      expect(csp).toContain("https://identitytoolkit.googleapis.com");
      expect(csp).not.toContain("*.firebaseapp.com");
      expect(csp).not.toContain("googletagmanager");
      expect(csp).not.toContain("google-analytics");
    } finally {
      await real.close();
    }
  });

  it("keeps API answers out of caches", async () => {
    const { cookie } = await signIn(server.app);
    for (const url of ["/api/auth/user", "/api/conversations", "/trpc/auth.user", "/api/nope"]) {
      const res = await server.app.inject({ url, headers: { cookie } });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("web app and unknown paths", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it.each([
    "/",
    "/chat/123",
    "/settings",
    "/help",
    "/privacy",
    "/public-terms",
    "/debug",
    "/terms/",
    "/public-help",
  ])("serves index.html for the client route %s", async (url) => {
    const res = await server.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(INDEX_HTML);
  });

  it.each(["/no/such/page", "/chat", "/settings/extra", "/%61pi-docs"])(
    "serves the web app's not-found page with a real 404 for %s",
    async (url) => {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it("does not serve source maps", async () => {
    const res = await server.app.inject("/assets/app-abc123.js.map");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("sourcesContent");
  });

  it("answers HEAD for a client route", async () => {
    const res = await server.app.inject({ method: "HEAD", url: "/chat/9" });
    expect(res.statusCode).toBe(200);
  });

  it("serves fingerprinted assets with a long cache life", async () => {
    const res = await server.app.inject("/assets/app-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toBe(APP_JS);
  });

  it.each(["/assets/missing.js", "/missing.png", "/chat/1/logo.svg"])(
    "404s a missing file %s",
    async (url) => {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: expect.any(String),
        code: expect.any(String),
        reason: expect.any(String),
      });
    },
  );

  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api"],
    ["POST", "/api/conversations/1/rename"],
    ["DELETE", "/api/conversations"],
    ["GET", "/api/chat"],
    ["PUT", "/api/baby-profile"],
    ["GET", "/trpc"],
  ] as const)("answers an unknown API path %s %s with 404 JSON", async (method, url) => {
    const res = await server.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      message: expect.any(String),
      code: expect.any(String),
      reason: expect.any(String),
    });
  });

  it("redirects GET /api/login to the web app's sign-in", async () => {
    const res = await server.app.inject("/api/login");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/?signin=1");
  });

  it("without a web build, serves the API and 404s the pages", async () => {
    const apiOnly = await createTestServer({ webDist: null });
    try {
      expect((await apiOnly.app.inject("/api/health")).statusCode).toBe(200);
      const page = await apiOnly.app.inject("/chat/1");
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({
        message: expect.any(String),
        code: expect.any(String),
        reason: expect.any(String),
      });
    } finally {
      await apiOnly.close();
    }
  });
});

describe("Origin check on state-changing requests", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ publicOrigin: "https://nestling.example" });
  });
  afterAll(() => server.close());

  const logout = (headers: Record<string, string>) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { host: "localhost:3000", ...headers },
    });

  it.each<Record<string, string>>([
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "http://localhost:3000.evil.example" },
    { origin: "http://localhost:4000" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ])("refuses %o with 403 JSON", async (headers) => {
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: CROSS_SITE_MESSAGE,
      code: "FORBIDDEN",
      reason: "CROSS_SITE",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it.each<Record<string, string>>([
    {},
    { origin: "http://localhost:3000" },
    { origin: "https://localhost:3000" },
    { origin: "https://nestling.example" },
    { "sec-fetch-site": "same-origin" },
    { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
  ])("admits %o", async (headers) => {
    const res = await logout(headers);
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("guards every state-changing method and /trpc, but not reads", async () => {
    const evil = { host: "localhost:3000", origin: "https://evil.example" };
    const signedIn = await signIn(server.app);
    const deleted = await server.app.inject({
      method: "DELETE",
      url: "/api/auth/delete-account",
      headers: { ...evil, cookie: signedIn.cookie },
    });
    expect(deleted.statusCode).toBe(403);
    const user = await server.app.inject({
      url: "/api/auth/user",
      headers: { cookie: signedIn.cookie },
    });
    expect(user.statusCode).toBe(200);

    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/legal.accept",
      headers: { ...evil, cookie: signedIn.cookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json()).toMatchObject({
      error: { message: CROSS_SITE_MESSAGE, data: { code: "FORBIDDEN", httpStatus: 403 } },
    });

    const read = await server.app.inject({ url: "/api/gtm-config", headers: evil });
    expect(read.statusCode).toBe(200);
  });
});

describe("request bodies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ bodyLimitBytes: 8 * 1024 });
  });
  afterAll(() => server.close());

  it("answers 413 JSON for a body over the limit, on REST and tRPC", async () => {
    const payload = JSON.stringify({ message: "x".repeat(9 * 1024), conversationId: temp() });
    const rest = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toEqual({
      message: expect.stringMatching(/too large/i),
      code: "PAYLOAD_TOO_LARGE",
      reason: "PAYLOAD_TOO_LARGE",
    });
    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/chat.send",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json()).toMatchObject({
      error: { data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 } },
    });
  });

  it("answers 400 JSON for malformed JSON and 415 for other content types", async () => {
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { "content-type": "application/json" },
      payload: '{"message": "hi",',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: expect.any(String),
      code: expect.any(String),
      reason: expect.any(String),
    });
    const poisoned = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__": {"admin": true}, "message": "hi"}',
    });
    expect(poisoned.statusCode).toBe(400);
    const text = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message: expect.stringMatching(/content type/i),
      code: "UNSUPPORTED_MEDIA_TYPE",
      reason: "UNSUPPORTED_MEDIA_TYPE",
    });
  });

  it("answers an over-long tRPC batch path with 414 in the API's error shape", async () => {
    const long = Array.from({ length: 40 }, () => "chat.send").join(",");
    const trpc = await server.app.inject({
      method: "POST",
      url: `/trpc/${long}?batch=1`,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(trpc.statusCode).toBe(414);
    expect(trpc.body).not.toContain("FST_ERR");
    expect(trpc.json()).toEqual({
      error: {
        code: expect.any(Number),
        message: "The request address is too long.",
        data: { code: "BAD_REQUEST", reason: "BAD_REQUEST", httpStatus: 414, path: null },
      },
    });
    expect(trpc.headers["content-security-policy"]).toBeDefined();
  });

  it("never echoes a malformed tRPC body", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/chat.send",
      headers: { "content-type": "application/json" },
      payload: '{"message": SECRET-BODY-TEXT',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("SECRET");
    expect(res.json()).toMatchObject({ error: { data: { reason: "INVALID_JSON" } } });
  });

  it("answers 400 for a JSON body that is not an object", async () => {
    for (const payload of ["[1,2]", '"text"', "42", "true"]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: expect.any(String),
        code: expect.any(String),
        reason: expect.any(String),
      });
    }
  });

  it("treats an empty JSON-labelled body as no input", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
  });
});

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
      payload: { message: "How long should a newborn sleep?", conversationId: temp() },
    });

  it("answers 429 with 'Please wait…' once the per-minute budget is spent, on REST and tRPC alike", async () => {
    const { cookie } = await signIn(server.app);
    for (let i = 0; i < 2; i++) expect((await chat(cookie)).statusCode).toBeLessThan(300);
    const viaTrpc = () =>
      server.app.inject({
        method: "POST",
        url: "/trpc/chat.send",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ message: "And naps?", conversationId: temp() }),
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
          payload: { message: "Is it normal for a baby to hiccup a lot?", conversationId: temp() },
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
          payload: { message: "How long should a newborn sleep?", conversationId: temp() },
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
