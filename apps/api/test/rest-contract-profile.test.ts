// Contract tests for the remaining REST routes (baby profile, feedback, legal, config, client
// logs, plus /api/health and /api/firebase-config): status and shape through HTTP, anonymous and
// signed in, and the same call through /trpc giving the same data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ISO, temp, errorBody, asHeaders, injectors } from "./rest-contract-kit.js";
import {
  createTestServer,
  TEST_GTM_ID,
  signIn,
  visitorCookieFrom,
  type TestServer,
} from "./test-server.js";
import { trpcMutation, trpcQuery } from "./trpc-inject.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { get, send } = injectors(() => server);

describe("baby profile", () => {
  it("answers 401 anonymously", async () => {
    expect((await get("/api/baby-profile")).statusCode).toBe(401);
    expect((await send("POST", "/api/baby-profile", { name: "Mia" })).statusCode).toBe(401);
  });

  it("GET answers 404 when there is none, then the saved profile; tRPC gives the same", async () => {
    const { cookie } = await signIn(server.app);
    const none = await get("/api/baby-profile", cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(errorBody);
    expect(
      (await trpcQuery(server.app, "babyProfile.get", undefined, { cookie })).error?.data.code,
    ).toBe("NOT_FOUND");

    const body = {
      name: "Mia",
      dateOfBirth: "2025-03-01",
      feedingType: "both",
      conditions: "reflux",
      allergies: "",
      weight: "6.2",
      height: "61",
    };
    const created = await send("POST", "/api/baby-profile", body, cookie);
    expect(created.statusCode).toBe(200);
    const profile = {
      name: "Mia",
      dateOfBirth: "2025-03-01",
      feedingType: "both",
      conditions: "reflux",
      allergies: null,
      weight: "6.2",
      height: "61",
      createdAt: ISO,
      updatedAt: ISO,
    };
    expect(created.json()).toEqual({ isNewProfile: true, profile });

    const fetched = await get("/api/baby-profile", cookie);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(profile);
    expect((await trpcQuery(server.app, "babyProfile.get", undefined, { cookie })).data).toEqual(
      fetched.json(),
    );
  });

  it("POST answers isNewProfile false on update, takes the onboarding body, refuses bad fields", async () => {
    const { cookie } = await signIn(server.app);
    const onboarding = {
      name: "Leo",
      feedingType: "formula",
      dateOfBirth: "2025-01-01T00:00:00.000Z",
    };
    expect((await send("POST", "/api/baby-profile", onboarding, cookie)).json()).toMatchObject({
      isNewProfile: true,
    });
    const updated = await send(
      "POST",
      "/api/baby-profile",
      { ...onboarding, name: "Leon" },
      cookie,
    );
    expect(updated.json()).toMatchObject({ isNewProfile: false, profile: { name: "Leon" } });
    const rpc = await trpcMutation(
      server.app,
      "babyProfile.save",
      { ...onboarding, name: "Leo" },
      { cookie },
    );
    expect(rpc.data).toMatchObject({
      isNewProfile: false,
      profile: { name: "Leo", feedingType: "formula" },
    });

    for (const bad of [
      { feedingType: "juice" },
      { dateOfBirth: "yesterday" },
      { weight: "heavy" },
      { name: "x".repeat(101) },
    ]) {
      const res = await send("POST", "/api/baby-profile", { ...onboarding, ...bad }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody);
    }
  });
});

describe("feedback", () => {
  async function answeredQuestion(cookie?: string) {
    const res = await send(
      "POST",
      "/api/chat",
      { message: "Can babies drink water?", conversationId: temp() },
      cookie,
    );
    const body = res.json() as { userMessage: { id: number }; assistantMessage: { id: number } };
    return { ...body, cookie: cookie ?? visitorCookieFrom(res) };
  }

  it("answers 401 to a caller with neither session nor visitor cookie", async () => {
    expect((await get("/api/feedback/1")).statusCode).toBe(401);
    expect((await send("POST", "/api/feedback/1", { helpful: true })).statusCode).toBe(401);
  });

  it("GET answers 404 before rating and {helpful} after; POST rates once; tRPC agrees", async () => {
    const { cookie } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", {}, cookie)).json() as { id: number };
    const chat = (
      await send(
        "POST",
        "/api/chat",
        { message: "Can babies drink water?", conversationId: id },
        cookie,
      )
    ).json() as {
      assistantMessage: { id: number };
    };
    const messageId = chat.assistantMessage.id;

    const none = await get(`/api/feedback/${messageId}`, cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(errorBody);

    const rated = await send("POST", `/api/feedback/${messageId}`, { helpful: true }, cookie);
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ messageId, helpful: true, createdAt: ISO });

    const fetched = await get(`/api/feedback/${messageId}`, cookie);
    expect(fetched.json()).toEqual({ messageId, helpful: true, createdAt: ISO });
    expect((await trpcQuery(server.app, "feedback.get", { messageId }, { cookie })).data).toEqual(
      fetched.json(),
    );

    const again = await send("POST", `/api/feedback/${messageId}`, { helpful: false }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already provided");
    const againRpc = await trpcMutation(
      server.app,
      "feedback.submit",
      { messageId, helpful: false },
      { cookie },
    );
    expect(againRpc.status).toBe(409);
  });

  it("lets a visitor rate an answer of their own temporary conversation", async () => {
    const { assistantMessage, userMessage, cookie } = await answeredQuestion();
    const rpc = await trpcMutation(
      server.app,
      "feedback.submit",
      { messageId: assistantMessage.id, helpful: false },
      { cookie },
    );
    expect(rpc.data).toEqual({ messageId: assistantMessage.id, helpful: false, createdAt: ISO });
    expect((await get(`/api/feedback/${assistantMessage.id}`, cookie)).json()).toMatchObject({
      helpful: false,
    });
    expect(
      (await send("POST", `/api/feedback/${userMessage.id}`, { helpful: true }, cookie)).statusCode,
    ).toBe(400);
  });

  it("refuses malformed ratings and ids", async () => {
    const { assistantMessage, cookie } = await answeredQuestion();
    for (const payload of [{}, { helpful: "yes" }, { helpful: null }]) {
      const res = await send("POST", `/api/feedback/${assistantMessage.id}`, payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody);
    }
    expect((await get("/api/feedback/not-a-number", cookie)).statusCode).toBe(400);
  });
});

describe("legal acceptance", () => {
  it("answers 401 anonymously", async () => {
    expect((await get("/api/legal-acceptance/status")).statusCode).toBe(401);
    expect((await send("POST", "/api/legal-acceptance/accept")).statusCode).toBe(401);
  });

  it("status answers hasAccepted false, then true after accept; tRPC agrees", async () => {
    const { cookie } = await signIn(server.app);
    const before = await get("/api/legal-acceptance/status", cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      hasAccepted: false,
      acceptedAt: null,
      version: expect.any(String),
    });

    const accepted = await send("POST", "/api/legal-acceptance/accept", undefined, cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      hasAccepted: true,
      acceptedAt: ISO,
      version: expect.any(String),
    });

    const after = await get("/api/legal-acceptance/status", cookie);
    expect(after.json()).toEqual(accepted.json());
    expect((await trpcQuery(server.app, "legal.status", undefined, { cookie })).data).toEqual(
      after.json(),
    );
    expect(
      (await trpcMutation(server.app, "legal.accept", undefined, { cookie })).data,
    ).toMatchObject({ hasAccepted: true });
  });
});

describe("GET /api/gtm-config, GET /api/firebase-config, GET /api/health", () => {
  it.each([undefined, "signed-in"])(
    "answer the same anonymously and signed in (%s), and through tRPC",
    async (who) => {
      const cookie = who ? (await signIn(server.app)).cookie : undefined;
      const gtm = await get("/api/gtm-config", cookie);
      expect(gtm.statusCode).toBe(200);
      expect(gtm.json()).toEqual({ containerId: TEST_GTM_ID });
      expect(
        (await trpcQuery(server.app, "config.gtm", undefined, asHeaders(cookie))).data,
      ).toEqual(gtm.json());

      const firebase = await get("/api/firebase-config", cookie);
      expect(firebase.statusCode).toBe(200);
      expect(firebase.json()).toEqual({
        apiKey: "demo-key",
        authDomain: "demo-nestling.firebaseapp.com",
        projectId: "demo-nestling",
        emulatorUrl: expect.stringMatching(/^http:\/\/[\w.-]+:\d+$/),
      });
      expect(
        (await trpcQuery(server.app, "config.firebase", undefined, asHeaders(cookie))).data,
      ).toEqual(firebase.json());

      const health = await get("/api/health", cookie);
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
    },
  );
});

describe("POST /api/debug/client-logs", () => {
  const batch = {
    logs: ["[voice] start", "[voice] result: how much formula"],
    userAgent: "Mozilla/5.0 (test)",
    deviceInfo: {
      platform: "Linux x86_64",
      vendor: "Google Inc.",
      language: "en-US",
      cookieEnabled: true,
      onLine: true,
      screenWidth: 1280,
      screenHeight: 800,
      devicePixelRatio: 2,
      timezone: "America/New_York",
    },
    timestamp: new Date().toISOString(),
  };

  it.each([undefined, "signed-in"])(
    "records the web's voice-log batch (%s) and tRPC agrees",
    async (who) => {
      const cookie = who ? (await signIn(server.app)).cookie : undefined;
      const res = await send("POST", "/api/debug/client-logs", batch, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, received: 2 });
      const rpc = await trpcMutation(server.app, "debug.clientLogs", batch, asHeaders(cookie));
      expect(rpc.data).toEqual(res.json());
    },
  );

  it("refuses oversized or malformed batches", async () => {
    for (const payload of [
      { ...batch, logs: Array.from({ length: 101 }, () => "x") },
      { ...batch, logs: "not a list" },
      { ...batch, deviceInfo: { screenWidth: -5 } },
    ]) {
      const res = await send("POST", "/api/debug/client-logs", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody);
    }
  });
});
