// The server answers 200 only for the web app's own routes; this keeps its list equal to the web's.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isClientRoute } from "../src/http/web-app.js";

const appRoutes = readFileSync(
  fileURLToPath(new URL("../../web/src/app/app-routes.tsx", import.meta.url)),
  "utf8",
);

describe("CLIENT_ROUTES", () => {
  const paths = [...appRoutes.matchAll(/<Route (index|path="([^"]+)")/g)]
    .map((match) => (match[1] === "index" ? "/" : `/${match[2]}`))
    .filter((path) => path !== "/*");

  it("finds the web app's routes", () => {
    expect(paths).toContain("/chat/:conversationId");
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it("accepts every route of apps/web/src/app/app-routes.tsx", () => {
    for (const path of paths) expect(isClientRoute(path.replace(/:[^/]+/g, "42"))).toBe(true);
  });

  it("accepts nothing else", () => {
    for (const path of ["/nope", "/chat", "/chat/1/2", "/settings/x", "/api/health"]) {
      expect(isClientRoute(path)).toBe(false);
    }
  });
});
