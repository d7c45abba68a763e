import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, getJson, HttpError } from "./http";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("http", () => {
  it("raises '{status}: {body}' for a non-OK response with a body", async () => {
    server.use(
      http.post(
        "*/api/thing",
        () => new HttpResponse("Too many requests, slow down", { status: 429 }),
      ),
    );
    const error = await apiRequest("POST", "/api/thing", { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("429: Too many requests, slow down");
    expect((error as HttpError).status).toBe(429);
  });

  it("falls back to the status text when the body is empty", async () => {
    server.use(
      http.get(
        "*/api/thing",
        () => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" }),
      ),
    );
    await expect(apiRequest("GET", "/api/thing")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends JSON with its content type and includes credentials", async () => {
    let seen: { type: string | null; body: unknown; credentials: RequestCredentials } | null = null;
    server.use(
      http.post("*/api/echo", async ({ request }) => {
        seen = {
          type: request.headers.get("content-type"),
          body: await request.json(),
          credentials: request.credentials,
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest(
      "POST",
      "/api/echo",
      { helpful: true },
      { headers: { Authorization: "Bearer t" } },
    );
    expect(seen).toEqual({
      type: "application/json",
      body: { helpful: true },
      credentials: "include",
    });
  });

  it("sends no content type without a body", async () => {
    let type: string | null = "unset";
    server.use(
      http.post("*/api/logout", ({ request }) => {
        type = request.headers.get("content-type");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await apiRequest("POST", "/api/logout");
    expect(type).toBeNull();
  });

  it("returns null on 401 from the default GET, and JSON otherwise", async () => {
    server.use(
      http.get("*/api/auth/user", () => new HttpResponse("Unauthorized", { status: 401 })),
    );
    expect(await getJson("/api/auth/user")).toBeNull();
    server.use(http.get("*/api/auth/user", () => HttpResponse.json({ firstName: "Ana" })));
    expect(await getJson("/api/auth/user")).toEqual({ firstName: "Ana" });
  });

  it("can be told to throw on 401", async () => {
    server.use(http.get("*/api/private", () => new HttpResponse("Unauthorized", { status: 401 })));
    await expect(getJson("/api/private", { on401: "throw" })).rejects.toThrow("401: Unauthorized");
  });
});
