import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/test-server.js";

describe("request logging", () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      logger: { level: "trace", stream: { write: (line) => void lines.push(line) } },
    });
  });
  afterAll(() => server.close());

  it("logs method, path and status but never cookies, credentials or query strings", async () => {
    await server.app.inject({
      url: "/trpc/conversations.list?input=%7B%22secret-question%22%3A1%7D",
      headers: {
        cookie: "nestling_session=SESSIONSECRET; nestling_visitor=VISITORSECRET",
        authorization: "Bearer TOKENSECRET",
      },
    });
    await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: "Bearer TOKENSECRET", cookie: "nestling_session=SESSIONSECRET" },
      payload: { uid: "x" },
    });
    const output = lines.join("");
    expect(output).toContain('"url":"/trpc/conversations.list"');
    expect(output).toContain('"url":"/api/auth/login"');
    expect(output).toContain('"statusCode":');
    // One line per request, not Fastify's "incoming request" plus "request completed".
    const requestLines = lines.filter((line) => line.includes('"reqId"'));
    expect(requestLines).toHaveLength(2);
    expect(output).not.toContain("incoming request");
    for (const secret of ["SESSIONSECRET", "VISITORSECRET", "TOKENSECRET", "secret-question"]) {
      expect(output).not.toContain(secret);
    }
  });
});
