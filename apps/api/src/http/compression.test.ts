import { PassThrough } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPRESS_THRESHOLD_BYTES,
  isCompressibleType,
  registerCompression,
} from "./compression.js";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `answer ${i}` })) };
const bigJson = JSON.stringify(big);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get("/big", async () => big);
  app.get("/small", async () => ({ status: "ok" }));
  // A server-sent event stream, written as it would be by a streaming endpoint.
  app.get("/events", (_request, reply) => {
    const stream = new PassThrough();
    reply.header("content-type", "text/event-stream").send(stream);
    stream.end(`data: ${"x".repeat(4 * COMPRESS_THRESHOLD_BYTES)}\n\n`);
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("JSON answers", () => {
  it("go out as brotli when the client accepts it", async () => {
    const res = await get("/big", "gzip, deflate, br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(bigJson.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });

  it("go out as gzip to a client that only knows gzip", async () => {
    const res = await get("/big", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);
  });

  it("go out as they are without accept-encoding", async () => {
    const res = await get("/big");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual(big);
  });

  it("below the threshold stay uncompressed", async () => {
    const res = await get("/small", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("server-sent events", () => {
  it("are never compressed, so each event reaches the client when written", async () => {
    const res = await get("/events", "gzip, br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.startsWith("data: xxx")).toBe(true);
  });

  it("are excluded by type whatever the parameters", () => {
    expect(isCompressibleType("text/event-stream")).toBe(false);
    expect(isCompressibleType("Text/Event-Stream; charset=utf-8")).toBe(false);
    expect(isCompressibleType("application/json; charset=utf-8")).toBe(true);
    expect(isCompressibleType("application/problem+json")).toBe(true);
    expect(isCompressibleType("text/html")).toBe(true);
    expect(isCompressibleType("image/png")).toBe(false);
  });
});
