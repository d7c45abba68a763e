// The Origin (CSRF) check: a cross-site state-changing request is refused with 403, whatever its
// method or path; reads pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "../src/http/origin-check.js";
import { createTestServer, signIn, type TestServer } from "./test-server.js";

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
