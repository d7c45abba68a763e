import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Db } from "@nestling/db";
import type { FastifyInstance } from "fastify";
import { buildServer } from "../server.js";
import { createAnswerEngine } from "@nestling/answers";

describe("request logging", () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildServer({
      router: {
        db,
        engine: createAnswerEngine(),
        identity: null,
        config: { gtmContainerId: null, firebase: null, secureCookies: false },
      },
      webDist: null,
      publicOrigin: null,
      rateLimitChatPerMinute: 100,
      bodyLimitBytes: 64 * 1024,
      security: { emulatorOrigin: null, authDomain: null, upgradeInsecureRequests: false },
      logger: { level: "trace", stream: { write: (line) => void lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it("logs method, path and status but never cookies, credentials or query strings", async () => {
    await app.inject({
      url: "/trpc/conversations.list?input=%7B%22secret-question%22%3A1%7D",
      headers: {
        cookie: "nestling_session=SESSIONSECRET; nestling_visitor=VISITORSECRET",
        authorization: "Bearer TOKENSECRET",
      },
    });
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: "Bearer TOKENSECRET", cookie: "nestling_session=SESSIONSECRET" },
      payload: { uid: "x" },
    });
    const output = lines.join("");
    expect(output).toContain('"url":"/trpc/conversations.list"');
    expect(output).toContain('"url":"/api/auth/login"');
    expect(output).toContain('"statusCode":');
    for (const secret of ["SESSIONSECRET", "VISITORSECRET", "TOKENSECRET", "secret-question"]) {
      expect(output).not.toContain(secret);
    }
  });
});
