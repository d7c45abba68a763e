// Request bodies: 413 over the limit, 400 for malformed JSON, 415 for other content types, 414 for
// an over-long tRPC batch path, all in the API's error shape, and never an echo of the body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer, tempConversationId } from "./test-server.js";

describe("request bodies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ bodyLimitBytes: 8 * 1024 });
  });
  afterAll(() => server.close());

  it("answers 413 JSON for a body over the limit, on REST and tRPC", async () => {
    const payload = JSON.stringify({
      message: "x".repeat(9 * 1024),
      conversationId: tempConversationId(),
    });
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
