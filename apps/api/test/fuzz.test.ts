// Property-based tests: malformed bodies, ids, headers and content types at every path. Whatever
// the client sends, the server answers a 2xx–4xx (never a 5xx) with a JSON body for API paths.
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signIn, type TestServer } from "./test-server.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

const ROUTES: Array<[InjectOptions["method"], string]> = [
  ["POST", "/api/auth/login"],
  ["GET", "/api/auth/user"],
  ["POST", "/api/auth/logout"],
  ["GET", "/api/login"],
  ["GET", "/api/conversations"],
  ["POST", "/api/conversations"],
  ["GET", "/api/conversations/:id"],
  ["GET", "/api/conversations/:id/messages"],
  ["POST", "/api/chat"],
  ["GET", "/api/baby-profile"],
  ["POST", "/api/baby-profile"],
  ["GET", "/api/feedback/:id"],
  ["POST", "/api/feedback/:id"],
  ["GET", "/api/legal-acceptance/status"],
  ["POST", "/api/legal-acceptance/accept"],
  ["GET", "/api/gtm-config"],
  ["POST", "/api/debug/client-logs"],
  ["GET", "/api/health"],
  ["GET", "/api/firebase-config"],
];

const PROCEDURES = [
  "auth.login",
  "auth.user",
  "auth.logout",
  "conversations.list",
  "conversations.create",
  "conversations.byId",
  "conversations.messages",
  "chat.send",
  "babyProfile.get",
  "babyProfile.save",
  "feedback.get",
  "feedback.submit",
  "legal.status",
  "legal.accept",
  "config.gtm",
  "config.firebase",
  "debug.clientLogs",
];

/** Header-safe text: printable ASCII (invalid header bytes never leave a real HTTP client). */
const headerText = fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, ""));

const idText = fc.oneof(
  fc.integer({ min: -5, max: 2_000 }).map(String),
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "NaN",
    "Infinity",
    "0x10",
    " 1",
    "1 ",
    "9".repeat(40),
    "temp_1_a",
    "null",
    "[]",
    "{}",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 12 }),
);

const jsonText = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    "",
    "{",
    "[",
    "}",
    '{"a":}',
    "nul",
    "\u0000",
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
);

/** Bodies close to the real ones, with fields of the wrong type, size or shape. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 50 }),
  fc.string({ minLength: 3_990, maxLength: 4_100 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    "temp_1700000000000_abc",
    "temp_",
    "breastfeeding",
    "2025-02-30",
    "2025-01-01T00:00:00Z",
    "https://x",
  ),
);
const nearBody = fc
  .dictionary(
    fc.constantFrom(
      "message",
      "conversationId",
      "personalize",
      "title",
      "helpful",
      "name",
      "dateOfBirth",
      "feedingType",
      "conditions",
      "allergies",
      "weight",
      "height",
      "uid",
      "email",
      "displayName",
      "photoURL",
      "emailVerified",
      "logs",
      "userAgent",
      "deviceInfo",
      "timestamp",
      "id",
      "messageId",
    ),
    anyValue,
    { maxKeys: 6 },
  )
  .map((body) => JSON.stringify(body));

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "application/octet-stream",
    "application/JSON",
    "",
  ),
  headerText,
);

let server: TestServer;
let sessionCookie: string;

beforeAll(async () => {
  server = await createTestServer();
  sessionCookie = (await signIn(server.app)).cookie;
});
afterAll(() => server.close());

const cookieHeader = () =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(sessionCookie),
    headerText.map((value) => `nestling_session=${value}`),
    headerText.map((value) => `nestling_visitor=${value}`),
    headerText,
  );

const optionalHeaders = () =>
  fc.record(
    {
      authorization: fc.oneof(
        headerText.map((t) => `Bearer ${t}`),
        headerText,
      ),
      cookie: cookieHeader(),
      origin: fc.oneof(fc.constant("http://localhost:80"), fc.webUrl(), headerText),
      "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "same-site"),
      accept: headerText,
      "content-length": fc.nat(100_000).map(String),
    },
    { requiredKeys: [] },
  );

function cleanHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

async function expectNo5xx(options: InjectOptions): Promise<void> {
  const res = await server.app.inject(options);
  if (res.statusCode >= 500) {
    throw new Error(`${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
  }
  const url = String(options.url);
  if (
    (url.startsWith("/api/") || url.startsWith("/trpc/")) &&
    res.statusCode >= 400 &&
    options.method !== "HEAD"
  ) {
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  }
}

describe("never a 5xx", () => {
  it("for every REST route with malformed ids, bodies, content types and headers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        idText,
        fc.oneof(jsonText, nearBody),
        contentType,
        optionalHeaders(),
        async ([method, template], id, body, type, headers) => {
          const url = template.replace(":id", encodeURIComponent(id));
          const sendsBody = method !== "GET";
          // A Content-Length that does not match the body is the client's 400, tested separately.
          const { "content-length": _ignored, ...rest } = headers;
          await expectNo5xx({
            method,
            url,
            headers: cleanHeaders({
              ...rest,
              ...(sendsBody && type ? { "content-type": type } : {}),
            }),
            ...(sendsBody ? { payload: body } : {}),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("for every tRPC procedure with malformed inputs, as query and as mutation", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...PROCEDURES),
          fc.constantFrom("nope", "auth", "chat.send,auth.user", "a.b.c", "__proto__"),
        ),
        fc.constantFrom("GET", "POST"),
        fc.boolean(),
        fc.oneof(jsonText, nearBody),
        contentType,
        cookieHeader(),
        async (procedure, method, batch, input, type, cookie) => {
          const query =
            method === "GET" ? `input=${encodeURIComponent(batch ? `{"0":${input}}` : input)}` : "";
          const url = `/trpc/${procedure}?${[batch ? "batch=1" : "", query].filter(Boolean).join("&")}`;
          await expectNo5xx({
            method,
            url,
            headers: cleanHeaders({
              cookie,
              ...(method === "POST" && type ? { "content-type": type } : {}),
            }),
            ...(method === "POST" ? { payload: batch ? `{"0":${input}}` : input } : {}),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("for any method on any path", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"),
        fc.oneof(
          fc.constantFrom("/api", "/trpc", "/", "/chat", "/assets"),
          fc.constant("/api/"),
          fc.constant("/trpc/"),
          fc.constant("/assets/"),
          fc.constant("/"),
        ),
        fc.array(idText, { maxLength: 4 }),
        fc.option(jsonText, { nil: undefined }),
        async (method, prefix, segments, body) => {
          const url = `${prefix}${prefix.endsWith("/") ? "" : "/"}${segments.map(encodeURIComponent).join("/")}`;
          const withBody = body !== undefined && method !== "GET" && method !== "HEAD";
          await expectNo5xx({
            method,
            url,
            headers: withBody ? { "content-type": "application/json" } : {},
            ...(withBody ? { payload: body } : {}),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("for raw, undecodable or traversing URLs", async () => {
    for (const url of [
      "/api/conversations/%",
      "/api/conversations/%E0%A4%A",
      "/api/feedback/%00",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2fpackage.json",
      "/trpc/%ZZ",
      "/api/conversations/1?x=%",
      "/chat/%",
      "//api//conversations",
      `/api/conversations/${"9".repeat(5_000)}`,
    ]) {
      await expectNo5xx({ method: "GET", url });
    }
  });

  it("for a Content-Length that does not match the body", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { "content-type": "application/json", "content-length": "5" },
      payload: JSON.stringify({ message: "hello there", conversationId: "temp_1700000000000_a" }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
