// The authorization matrix: nobody reaches another person's data, and what is not yours looks
// missing (404), never forbidden (403) and never the data itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signIn, visitorCookieFrom, type TestServer } from "./test-server.js";
import { trpcMutation, trpcQuery } from "./trpc-inject.js";

let server: TestServer;
let owner: {
  cookie: string;
  conversationId: number;
  userMessageId: number;
  answerId: number;
  ratedAnswerId: number;
};
let visitor: { cookie: string; tempId: string; answerId: number };

beforeAll(async () => {
  server = await createTestServer();
  const signedIn = await signIn(server.app);
  const cookie = signedIn.cookie;
  const inject = (method: "GET" | "POST", url: string, payload?: object, who = cookie) =>
    server.app.inject({ method, url, headers: { cookie: who }, ...(payload ? { payload } : {}) });

  const { id } = (
    await inject("POST", "/api/conversations", { title: "Owner's private chat" })
  ).json() as { id: number };
  const first = (
    await inject("POST", "/api/chat", { message: "My daughter Mia has a rash", conversationId: id })
  ).json();
  const second = (
    await inject("POST", "/api/chat", { message: "And a small fever", conversationId: id })
  ).json();
  await inject("POST", `/api/feedback/${second.assistantMessage.id}`, { helpful: true });
  await inject("POST", "/api/baby-profile", {
    name: "Mia",
    dateOfBirth: "2025-02-01",
    allergies: "peanuts",
  });
  owner = {
    cookie,
    conversationId: id,
    userMessageId: first.userMessage.id,
    answerId: first.assistantMessage.id,
    ratedAnswerId: second.assistantMessage.id,
  };

  const tempId = `temp_${Date.now()}_owner`;
  const anon = await server.app.inject({
    method: "POST",
    url: "/api/chat",
    payload: { message: "Visitor's private question about colic", conversationId: tempId },
  });
  visitor = { cookie: visitorCookieFrom(anon), tempId, answerId: anon.json().assistantMessage.id };
});
afterAll(() => server.close());

describe("a second signed-in user", () => {
  let stranger: string;
  beforeAll(async () => {
    stranger = (await signIn(server.app)).cookie;
  });

  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: { cookie: stranger },
      ...(payload ? { payload } : {}),
    });

  it("gets 404 for the first user's conversation, its messages, its feedback, and cannot post into it", async () => {
    const attempts = [
      await call("GET", `/api/conversations/${owner.conversationId}`),
      await call("GET", `/api/conversations/${owner.conversationId}/messages`),
      await call("POST", "/api/chat", {
        message: "Is spit-up normal?",
        conversationId: owner.conversationId,
      }),
      await call("GET", `/api/feedback/${owner.ratedAnswerId}`),
      await call("GET", `/api/feedback/${owner.answerId}`),
      await call("POST", `/api/feedback/${owner.answerId}`, { helpful: false }),
      await call("GET", `/api/feedback/${visitor.answerId}`),
      await call("POST", `/api/feedback/${visitor.answerId}`, { helpful: false }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/Mia|rash|fever|colic|Owner's private chat/);
    }
  });

  it("sees none of it in their own list and profile", async () => {
    expect((await call("GET", "/api/conversations")).json()).toEqual([]);
    const profile = await call("GET", "/api/baby-profile");
    expect(profile.statusCode).toBe(404);
    expect(profile.body).not.toContain("Mia");
    // Saving their own profile leaves the first user's untouched.
    await call("POST", "/api/baby-profile", { name: "Noah" });
    const ownerProfile = await server.app.inject({
      url: "/api/baby-profile",
      headers: { cookie: owner.cookie },
    });
    expect(ownerProfile.json()).toMatchObject({ name: "Mia", allergies: "peanuts" });
  });

  it("gets NOT_FOUND through tRPC too", async () => {
    const headers = { cookie: stranger };
    for (const answer of [
      await trpcQuery(server.app, "conversations.byId", { id: owner.conversationId }, headers),
      await trpcQuery(server.app, "conversations.messages", { id: owner.conversationId }, headers),
      await trpcQuery(server.app, "feedback.get", { messageId: owner.ratedAnswerId }, headers),
      await trpcMutation(
        server.app,
        "feedback.submit",
        { messageId: owner.answerId, helpful: true },
        headers,
      ),
      await trpcMutation(
        server.app,
        "chat.send",
        { message: "Is spit-up normal?", conversationId: owner.conversationId },
        headers,
      ),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.error?.data.code).toBe("NOT_FOUND");
      expect(answer.response.body).not.toMatch(/Mia|rash|fever/);
    }
  });

  it("leaves the first user's data as it was", async () => {
    const messages = await server.app.inject({
      url: `/api/conversations/${owner.conversationId}/messages`,
      headers: { cookie: owner.cookie },
    });
    expect(messages.json()).toHaveLength(4);
    const feedback = await server.app.inject({
      url: `/api/feedback/${owner.answerId}`,
      headers: { cookie: owner.cookie },
    });
    expect(feedback.statusCode).toBe(404);
  });
});

describe("another anonymous visitor", () => {
  it("gets 404 for the first user's and the first visitor's messages", async () => {
    const other = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: {
        message: "How warm should the nursery be?",
        conversationId: `temp_${Date.now()}_other`,
      },
    });
    const cookie = visitorCookieFrom(other);
    for (const messageId of [owner.answerId, visitor.answerId]) {
      const read = await server.app.inject({
        url: `/api/feedback/${messageId}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(404);
      const rate = await server.app.inject({
        method: "POST",
        url: `/api/feedback/${messageId}`,
        headers: { cookie },
        payload: { helpful: true },
      });
      expect(rate.statusCode).toBe(404);
    }
    for (const url of [
      `/api/conversations/${owner.conversationId}`,
      `/api/conversations/${owner.conversationId}/messages`,
    ]) {
      expect((await server.app.inject({ url, headers: { cookie } })).statusCode).toBe(401);
    }
  });

  it("reusing the first visitor's temporary id starts a separate conversation", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: {
        message: "Is it normal for a baby to hiccup a lot?",
        conversationId: visitor.tempId,
      },
    });
    expect(res.statusCode).toBe(200);
    const intruder = visitorCookieFrom(res);
    // The intruder's conversation holds only their own question: the first visitor's answer is not theirs.
    const rate = await server.app.inject({
      method: "POST",
      url: `/api/feedback/${visitor.answerId}`,
      headers: { cookie: intruder },
      payload: { helpful: true },
    });
    expect(rate.statusCode).toBe(404);
    const own = await server.app.inject({
      method: "POST",
      url: `/api/feedback/${visitor.answerId}`,
      headers: { cookie: visitor.cookie },
      payload: { helpful: true },
    });
    expect(own.statusCode).toBe(200);
  });
});
