// Spellings of an API path that the router decodes but a raw-URL check would miss: percent-encoded
// prefixes and absolute-form targets, sent over a real socket exactly as written.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "../src/http/origin-check.js";
import { createTestServer, signIn, type TestServer } from "./test-server.js";

/** Sends one raw HTTP/1.1 request and returns the status line's code, headers and body. */
function rawRequest(
  port: number,
  lines: string[],
  body = "",
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", rest = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head: head.toLowerCase(), body: rest });
    });
    const headers = [...lines, `Content-Length: ${Buffer.byteLength(body)}`, "Connection: close"];
    // Written without a half-close, as browsers do: "Connection: close" lets the server end it.
    socket.write(`${headers.join("\r\n")}\r\n\r\n${body}`);
  });
}

describe("Origin check and no-store on the routed path, not the raw URL", () => {
  let server: TestServer;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const address = server.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
    cookie = (await signIn(server.app)).cookie;
  });
  afterAll(() => server.close());

  const evil = (target: string, contentType?: string) => [
    `POST ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    "Origin: https://evil.example",
    `Cookie: ${cookie}`,
    ...(contentType ? [`Content-Type: ${contentType}`] : []),
  ];

  it.each([
    "/%61pi/auth/logout",
    "/api/auth/%6cogout",
    "/%74rpc/auth.logout",
    "http://127.0.0.1/api/auth/logout",
    "http://127.0.0.1/api/legal-acceptance/accept",
  ])("refuses a cross-site POST %s with 403", async (target) => {
    const contentType = target.includes("rpc") ? "application/json" : undefined;
    const res = await rawRequest(port, evil(target, contentType), contentType ? "{}" : "");
    expect(res.status).toBe(403);
    expect(res.body).toContain(CROSS_SITE_MESSAGE);
  });

  it("left the session alive through all of them", async () => {
    const user = await server.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(user.statusCode).toBe(200);
    const status = await server.app.inject({
      url: "/api/legal-acceptance/status",
      headers: { cookie },
    });
    expect(status.json()).toMatchObject({ hasAccepted: false });
  });

  it.each(["/%61pi/auth/user", "http://127.0.0.1/api/auth/user", "/%74rpc/auth.user"])(
    "keeps %s out of caches",
    async (target) => {
      const res = await rawRequest(port, [
        `GET ${target} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${cookie}`,
      ]);
      expect(res.status).toBe(200);
      expect(res.head).toContain("cache-control: no-store");
    },
  );
});
