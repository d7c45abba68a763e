// What a browser receives from the built web app and the API: the brotli or gzip copy the build made
// when it asks for one, the plain file otherwise, always with `Vary: Accept-Encoding`; JSON answers
// compressed above the threshold; caching unchanged (hashed assets immutable, index.html revalidated).
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temp } from "./rest-contract-kit.js";
import { createTestServer, type TestServer } from "./test-server.js";
import { APP_JS, INDEX_HTML, PNG_BYTES } from "./web-dist-fixture.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ bodyLimitBytes: 16 * 1024 });
});
afterAll(() => server.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("hashed assets", () => {
  it("answer br with the build's brotli copy when the browser accepts it", async () => {
    const res = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it("answer gzip to a browser that only knows gzip", async () => {
    const res = await get("/assets/app-abc123.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it("answer the plain file without accept-encoding, still varying on it", async () => {
    const res = await get("/assets/app-abc123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.body).toBe(APP_JS);
  });

  it("without a compressed copy go out as they are", async () => {
    const res = await get("/assets/logo-abc123.png", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});

describe("index.html", () => {
  it("is sent compressed for / and stays revalidated", async () => {
    const res = await get("/", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("is sent compressed for a client route (SPA fallback) and stays revalidated", async () => {
    const res = await get("/chat/42", "gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("is sent plain without accept-encoding", async () => {
    const res = await get("/");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe("JSON answers", () => {
  const ask = (acceptEncoding?: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      payload: { message: "How often should a newborn feed?", conversationId: temp() },
    });

  it("above the threshold go out as br, or gzip, and decode to the same answer", async () => {
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await ask("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("no-store");
    const answer = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(answer.assistantMessage.role).toBe("assistant");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await ask("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).assistantMessage.role).toBe(
      "assistant",
    );
  });

  it("below the threshold stay plain", async () => {
    const res = await get("/api/health", "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("compressed request bodies", () => {
  it("are held to the body limit once decompressed: 413, never a 500", async () => {
    const huge = JSON.stringify({ message: "a".repeat(200_000), conversationId: temp() });
    const res = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(huge),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: expect.any(String),
      code: "PAYLOAD_TOO_LARGE",
      reason: "PAYLOAD_TOO_LARGE",
    });
  });
});
