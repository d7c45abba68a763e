// The web app and unknown paths: client routes get index.html (200), other page paths its not-found
// page (404), API paths JSON 404s; assets with their cache lives; no source maps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "./test-server.js";
import { APP_JS, INDEX_HTML } from "./web-dist-fixture.js";

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
