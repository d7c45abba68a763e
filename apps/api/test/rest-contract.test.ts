// Contract tests for every row of spec §7 (plus /api/health and /api/firebase-config): status and
// shape through HTTP, anonymous and signed in, and the same call through /trpc giving the same data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFF_TOPIC_MESSAGE } from "@nestling/answers";
import { FIREBASE_NOT_CONFIGURED } from "@nestling/router";
import { signInTestAccount } from "./id-tokens.js";
import { TEST_GTM_ID, createTestServer, loginBody, signIn, visitorCookieFrom, type TestServer } from "./test-server.js";
import { trpcMutation, trpcQuery } from "./trpc-inject.js";

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
const temp = () => `temp_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
const errorBody = { message: expect.any(String) };
const SOURCE = { url: expect.stringMatching(/^https:\/\//), title: expect.any(String) };

/** Every source of an answer is {url, title, description?}. */
function expectSources(sources: unknown) {
  expect(Array.isArray(sources) && sources.length > 0).toBe(true);
  for (const source of sources as object[]) {
    expect(Object.keys(source).every((key) => ["url", "title", "description"].includes(key))).toBe(true);
    expect(source).toMatchObject(SOURCE);
  }
}

let server: TestServer;

/** Rows held for a Firebase uid, read straight from the database. */
async function userRowCounts(firebaseUid: string) {
  const db = server.db;
  const user = await db.selectFrom("users").select("id").where("firebase_uid", "=", firebaseUid).executeTakeFirst();
  const id = user?.id ?? -1;
  const count = async (table: "sessions" | "conversations" | "baby_profiles" | "legal_acceptances") =>
    (await db.selectFrom(table).select("user_id").where("user_id", "=", id).execute()).length;
  return {
    users: user ? 1 : 0,
    sessions: await count("sessions"),
    conversations: await count("conversations"),
    babyProfiles: await count("baby_profiles"),
    legal: await count("legal_acceptances"),
  };
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string, cookie?: string) => server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const send = (method: "POST" | "DELETE", url: string, payload?: object, cookie?: string) =>
  server.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const asHeaders = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

describe("POST /api/auth/login", () => {
  it("signs in with the Bearer ID token and sets an httpOnly, Lax session cookie", async () => {
    const account = await signInTestAccount({ name: "Ada King Lovelace", email: "ada@example.com" });
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${account.idToken}` },
      payload: loginBody(account),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { firstName: "Ada", lastName: "King Lovelace", email: "ada@example.com", profileImageUrl: null },
    });
    const cookie = res.cookies.find((c) => c.name === "nestling_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(cookie?.secure).toBeFalsy();
  });

  it("refuses an anonymous call (no token) with 401 and no cookie", async () => {
    const res = await send("POST", "/api/auth/login", { uid: "someone" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers the same through tRPC auth.login", async () => {
    const account = await signInTestAccount({ name: "Grace Hopper" });
    const rpc = await trpcMutation(server.app, "auth.login", loginBody(account), {
      authorization: `Bearer ${account.idToken}`,
    });
    expect(rpc.status).toBe(200);
    expect(rpc.data).toEqual({
      user: { firstName: "Grace", lastName: "Hopper", email: account.email, profileImageUrl: null },
    });
    expect(rpc.response.cookies.some((c) => c.name === "nestling_session")).toBe(true);
  });

  it("answers the spec's message when Firebase is not configured", async () => {
    const unconfigured = await createTestServer({ auth: "none" });
    try {
      const account = await signInTestAccount();
      const res = await unconfigured.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { authorization: `Bearer ${account.idToken}` },
        payload: loginBody(account),
      });
      expect(res.statusCode).toBe(412);
      expect(res.json()).toEqual({ message: FIREBASE_NOT_CONFIGURED });
      expect((await unconfigured.app.inject("/api/firebase-config")).json()).toBeNull();
    } finally {
      await unconfigured.close();
    }
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 anonymously", async () => {
    const res = await get("/api/auth/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody);
  });

  it("answers the signed-in user, the same through tRPC auth.user", async () => {
    const { cookie, account } = await signIn(server.app);
    const res = await get("/api/auth/user", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ firstName: "Test", lastName: "Parent", email: account.email, profileImageUrl: null });
    const rpc = await trpcQuery(server.app, "auth.user", undefined, { cookie });
    expect(rpc.data).toEqual(res.json());
    expect((await trpcQuery(server.app, "auth.user")).error?.data.httpStatus).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session and clears the cookie", async () => {
    const { cookie } = await signIn(server.app);
    const res = await send("POST", "/api/auth/logout", undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === "nestling_session");
    expect(cleared?.value).toBe("");
    expect((await get("/api/auth/user", cookie)).statusCode).toBe(401);
  });

  it("is harmless anonymously, and answers the same through tRPC auth.logout", async () => {
    const anonymous = await send("POST", "/api/auth/logout");
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ success: true });
    const { cookie } = await signIn(server.app);
    const rpc = await trpcMutation(server.app, "auth.logout", undefined, { cookie });
    expect(rpc.data).toEqual({ success: true });
    expect((await get("/api/auth/user", cookie)).statusCode).toBe(401);
  });
});

describe("DELETE /api/auth/delete-account", () => {
  it("answers 401 anonymously", async () => {
    const res = await send("DELETE", "/api/auth/delete-account");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody);
  });

  it("deletes every row of the user and the Firebase user", async () => {
    const { cookie, account } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", { title: "Sleep" }, cookie)).json() as { id: number };
    await send("POST", "/api/chat", { message: "How long do newborns sleep?", conversationId: id }, cookie);
    await send("POST", "/api/baby-profile", { name: "Mia", dateOfBirth: "2025-01-01" }, cookie);
    await send("POST", "/api/legal-acceptance/accept", undefined, cookie);
    expect(await userRowCounts(account.uid)).toEqual({ users: 1, sessions: 1, conversations: 1, babyProfiles: 1, legal: 1 });

    const res = await send("DELETE", "/api/auth/delete-account", undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.find((c) => c.name === "nestling_session")?.value).toBe("");
    expect((await get("/api/auth/user", cookie)).statusCode).toBe(401);
    expect(await server.identity!.verifyIdToken(account.idToken)).toBeNull();

    expect(await userRowCounts(account.uid)).toEqual({ users: 0, sessions: 0, conversations: 0, babyProfiles: 0, legal: 0 });
    expect(await server.db.selectFrom("messages").select("id").where("content", "=", "How long do newborns sleep?").execute()).toEqual([]);

    // The same Google account starts again from nothing.
    const again = await signIn(server.app, await signInTestAccount({ sub: account.sub, email: account.email }));
    expect((await get("/api/conversations", again.cookie)).json()).toEqual([]);
    expect((await get("/api/baby-profile", again.cookie)).statusCode).toBe(404);
    expect((await get("/api/legal-acceptance/status", again.cookie)).json()).toMatchObject({ hasAccepted: false });
  });

  it("answers the same through tRPC auth.deleteAccount", async () => {
    const { cookie } = await signIn(server.app);
    const rpc = await trpcMutation(server.app, "auth.deleteAccount", undefined, { cookie });
    expect(rpc.data).toEqual({ success: true });
    expect((await get("/api/auth/user", cookie)).statusCode).toBe(401);
  });
});

describe("GET /api/login", () => {
  it("sends a browser to the web app's Google sign-in", async () => {
    const res = await get("/api/login");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/?signin=1");
  });
});

describe("conversations", () => {
  it("all four calls answer 401 anonymously", async () => {
    for (const res of [
      await get("/api/conversations"),
      await send("POST", "/api/conversations", { title: "x" }),
      await get("/api/conversations/1"),
      await get("/api/conversations/1/messages"),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody);
    }
  });

  it("POST /api/conversations creates one (default title 'New Chat') and answers its id", async () => {
    const { cookie } = await signIn(server.app);
    const named = await send("POST", "/api/conversations", { title: "Feeding plan" }, cookie);
    expect(named.statusCode).toBe(201);
    expect(named.json()).toEqual({ id: expect.any(Number), title: "Feeding plan", createdAt: ISO, updatedAt: ISO });
    const untitled = await send("POST", "/api/conversations", {}, cookie);
    expect(untitled.json()).toMatchObject({ title: "New Chat" });
    const bare = await send("POST", "/api/conversations", undefined, cookie);
    expect(bare.statusCode).toBe(201);
    const tooLong = await send("POST", "/api/conversations", { title: "x".repeat(201) }, cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(errorBody);

    const rpc = await trpcMutation(server.app, "conversations.create", { title: "Via tRPC" }, { cookie });
    expect(rpc.data).toEqual({ id: expect.any(Number), title: "Via tRPC", createdAt: ISO, updatedAt: ISO });
  });

  it("GET /api/conversations lists id, title, updatedAt, newest activity first; tRPC gives the same list", async () => {
    const { cookie } = await signIn(server.app);
    expect((await get("/api/conversations", cookie)).json()).toEqual([]);
    const first = (await send("POST", "/api/conversations", { title: "First" }, cookie)).json() as { id: number };
    const second = (await send("POST", "/api/conversations", { title: "Second" }, cookie)).json() as { id: number };
    await send("POST", "/api/chat", { message: "Is spit-up normal?", conversationId: first.id }, cookie);

    const res = await get("/api/conversations", cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number }>;
    expect(list).toEqual([
      { id: first.id, title: "First", updatedAt: ISO },
      { id: second.id, title: "Second", updatedAt: ISO },
    ]);
    expect((await trpcQuery(server.app, "conversations.list", undefined, { cookie })).data).toEqual(list);
  });

  it("GET /api/conversations/{id} includes the messages; /messages lists them; tRPC gives the same data", async () => {
    const { cookie } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", {}, cookie)).json() as { id: number };
    const chat = (await send("POST", "/api/chat", { message: "How often should a newborn feed?", conversationId: id }, cookie)).json() as {
      userMessage: unknown;
      assistantMessage: unknown;
    };

    const detail = await get(`/api/conversations/${id}`, cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      id,
      title: "How often should a newborn feed?",
      createdAt: ISO,
      updatedAt: ISO,
      messages: [chat.userMessage, chat.assistantMessage],
    });
    const messages = await get(`/api/conversations/${id}/messages`, cookie);
    expect(messages.statusCode).toBe(200);
    expect(messages.json()).toEqual([chat.userMessage, chat.assistantMessage]);

    expect((await trpcQuery(server.app, "conversations.byId", { id }, { cookie })).data).toEqual(detail.json());
    expect((await trpcQuery(server.app, "conversations.messages", { id }, { cookie })).data).toEqual(messages.json());
  });

  it("answers 404 for a conversation that does not exist and 400 for an id that cannot be one", async () => {
    const { cookie } = await signIn(server.app);
    for (const url of ["/api/conversations/999999", "/api/conversations/999999/messages"]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody);
    }
    for (const id of ["abc", "0", "-1", "1.5", "temp_123_abc", "99999999999999999999"]) {
      const res = await get(`/api/conversations/${id}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody);
    }
  });
});

describe("POST /api/chat", () => {
  const chatShape = (question: string) => ({
    userMessage: { id: expect.any(Number), role: "user", content: question, createdAt: ISO, sources: [], urgency: null },
    assistantMessage: {
      id: expect.any(Number),
      role: "assistant",
      content: expect.any(String),
      createdAt: ISO,
      sources: expect.any(Array),
      urgency: "routine",
    },
  });

  it("answers an anonymous visitor on a temporary id and keeps the conversation under the visitor cookie", async () => {
    const conversationId = temp();
    const first = await send("POST", "/api/chat", { message: "Why does my baby hiccup?", conversationId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(chatShape("Why does my baby hiccup?"));
    expectSources(first.json().assistantMessage.sources);
    const visitor = first.cookies.find((c) => c.name === "nestling_visitor");
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const cookie = visitorCookieFrom(first);
    const second = await send("POST", "/api/chat", { message: "Are hiccups harmful for a baby?", conversationId }, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.cookies.find((c) => c.name === "nestling_visitor")).toBeUndefined();
    // Visitors have no history list and no saved conversations.
    expect((await get("/api/conversations", cookie)).statusCode).toBe(401);
  });

  it("answers a signed-in user in a saved conversation", async () => {
    const { cookie } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", {}, cookie)).json() as { id: number };
    const res = await send("POST", "/api/chat", { message: "When do babies roll over?", conversationId: id }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(chatShape("When do babies roll over?"));
    expectSources(res.json().assistantMessage.sources);
  });

  it("carries urgency for an emergency", async () => {
    const res = await send("POST", "/api/chat", { message: "My baby is not breathing", conversationId: temp() });
    expect(res.json()).toMatchObject({ assistantMessage: { urgency: "emergency", content: expect.stringMatching(/^Call 911/) } });
  });

  it("refuses an off-topic question with a 400 carrying the engine's words", async () => {
    const res = await send("POST", "/api/chat", { message: "Where is the stock market going?", conversationId: temp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: OFF_TOPIC_MESSAGE });
    expect(res.json().message).toContain("I can only help with baby care and parenting questions");
  });

  it.each([
    [{ conversationId: "temp_1700000000000_abc" }, 400],
    [{ message: "   ", conversationId: "temp_1700000000000_abc" }, 400],
    [{ message: "x".repeat(4001), conversationId: "temp_1700000000000_abc" }, 400],
    [{ message: "hello" }, 400],
    [{ message: "hello", conversationId: "temp_x" }, 400],
    [{ message: 42, conversationId: "temp_1700000000000_abc" }, 400],
    [{ message: "hello", conversationId: 5 }, 401],
  ])("refuses %o with %i", async (payload, status) => {
    const res = await send("POST", "/api/chat", payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(errorBody);
  });

  it("accepts a message of exactly 4,000 characters", async () => {
    const message = "How long should a newborn sleep at night? ".repeat(100).slice(0, 4000);
    expect(message).toHaveLength(4000);
    const res = await send("POST", "/api/chat", { message, conversationId: temp() });
    expect(res.statusCode).toBe(200);
  });

  it("answers the same shape through tRPC chat.send", async () => {
    const { cookie } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", {}, cookie)).json() as { id: number };
    const rpc = await trpcMutation(server.app, "chat.send", { message: "Teething signs?", conversationId: id }, { cookie });
    expect(rpc.status).toBe(200);
    expect(rpc.data).toEqual(chatShape("Teething signs?"));
    expectSources((rpc.data as { assistantMessage: { sources: unknown } }).assistantMessage.sources);
    const rest = (await get(`/api/conversations/${id}/messages`, cookie)).json();
    expect(rest).toEqual([(rpc.data as { userMessage: unknown }).userMessage, (rpc.data as { assistantMessage: unknown }).assistantMessage]);
    const offTopic = await trpcMutation(server.app, "chat.send", { message: "bitcoin price?", conversationId: temp() });
    expect(offTopic.status).toBe(400);
    expect(offTopic.error?.message).toBe(OFF_TOPIC_MESSAGE);
  });
});

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
    expect((await trpcQuery(server.app, "babyProfile.get", undefined, { cookie })).error?.data.code).toBe("NOT_FOUND");

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
    expect((await trpcQuery(server.app, "babyProfile.get", undefined, { cookie })).data).toEqual(fetched.json());
  });

  it("POST answers isNewProfile false on update, takes the onboarding body, refuses bad fields", async () => {
    const { cookie } = await signIn(server.app);
    const onboarding = { name: "Leo", feedingType: "formula", dateOfBirth: "2025-01-01T00:00:00.000Z" };
    expect((await send("POST", "/api/baby-profile", onboarding, cookie)).json()).toMatchObject({ isNewProfile: true });
    const updated = await send("POST", "/api/baby-profile", { ...onboarding, name: "Leon" }, cookie);
    expect(updated.json()).toMatchObject({ isNewProfile: false, profile: { name: "Leon" } });
    const rpc = await trpcMutation(server.app, "babyProfile.save", { ...onboarding, name: "Leo" }, { cookie });
    expect(rpc.data).toMatchObject({ isNewProfile: false, profile: { name: "Leo", feedingType: "formula" } });

    for (const bad of [{ feedingType: "juice" }, { dateOfBirth: "yesterday" }, { weight: "heavy" }, { name: "x".repeat(101) }]) {
      const res = await send("POST", "/api/baby-profile", { ...onboarding, ...bad }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody);
    }
  });
});

describe("feedback", () => {
  async function answeredQuestion(cookie?: string) {
    const res = await send("POST", "/api/chat", { message: "Can babies drink water?", conversationId: temp() }, cookie);
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
    const chat = (await send("POST", "/api/chat", { message: "Can babies drink water?", conversationId: id }, cookie)).json() as {
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
    expect((await trpcQuery(server.app, "feedback.get", { messageId }, { cookie })).data).toEqual(fetched.json());

    const again = await send("POST", `/api/feedback/${messageId}`, { helpful: false }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already provided");
    const againRpc = await trpcMutation(server.app, "feedback.submit", { messageId, helpful: false }, { cookie });
    expect(againRpc.status).toBe(409);
  });

  it("lets a visitor rate an answer of their own temporary conversation", async () => {
    const { assistantMessage, userMessage, cookie } = await answeredQuestion();
    const rpc = await trpcMutation(server.app, "feedback.submit", { messageId: assistantMessage.id, helpful: false }, { cookie });
    expect(rpc.data).toEqual({ messageId: assistantMessage.id, helpful: false, createdAt: ISO });
    expect((await get(`/api/feedback/${assistantMessage.id}`, cookie)).json()).toMatchObject({ helpful: false });
    expect((await send("POST", `/api/feedback/${userMessage.id}`, { helpful: true }, cookie)).statusCode).toBe(400);
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
    expect(before.json()).toEqual({ hasAccepted: false, acceptedAt: null, version: expect.any(String) });

    const accepted = await send("POST", "/api/legal-acceptance/accept", undefined, cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ hasAccepted: true, acceptedAt: ISO, version: expect.any(String) });

    const after = await get("/api/legal-acceptance/status", cookie);
    expect(after.json()).toEqual(accepted.json());
    expect((await trpcQuery(server.app, "legal.status", undefined, { cookie })).data).toEqual(after.json());
    expect((await trpcMutation(server.app, "legal.accept", undefined, { cookie })).data).toMatchObject({ hasAccepted: true });
  });
});

describe("GET /api/gtm-config, GET /api/firebase-config, GET /api/health", () => {
  it.each([undefined, "signed-in"])("answer the same anonymously and signed in (%s), and through tRPC", async (who) => {
    const cookie = who ? (await signIn(server.app)).cookie : undefined;
    const gtm = await get("/api/gtm-config", cookie);
    expect(gtm.statusCode).toBe(200);
    expect(gtm.json()).toEqual({ containerId: TEST_GTM_ID });
    expect((await trpcQuery(server.app, "config.gtm", undefined, asHeaders(cookie))).data).toEqual(gtm.json());

    const firebase = await get("/api/firebase-config", cookie);
    expect(firebase.statusCode).toBe(200);
    expect(firebase.json()).toEqual({
      apiKey: "demo-key",
      authDomain: "demo-nestling.firebaseapp.com",
      projectId: "demo-nestling",
      emulatorUrl: expect.stringMatching(/^http:\/\/[\w.-]+:\d+$/),
    });
    expect((await trpcQuery(server.app, "config.firebase", undefined, asHeaders(cookie))).data).toEqual(firebase.json());

    const health = await get("/api/health", cookie);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
  });
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

  it.each([undefined, "signed-in"])("records the spec's batch (%s) and tRPC agrees", async (who) => {
    const cookie = who ? (await signIn(server.app)).cookie : undefined;
    const res = await send("POST", "/api/debug/client-logs", batch, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 2 });
    const rpc = await trpcMutation(server.app, "debug.clientLogs", batch, asHeaders(cookie));
    expect(rpc.data).toEqual(res.json());
  });

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
