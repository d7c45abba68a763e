// Security headers on every answer: the CSP and helmet's headers, the configured project's auth
// domain only, and no caching of API answers.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestServer, signIn, type TestServer } from "./test-server.js";

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
