// Contract tests for the conversation and chat routes of the REST API: status and shape through
// HTTP, anonymous and signed in, and the same call through /trpc giving the same data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFF_TOPIC_MESSAGE } from "@nestling/answers";
import { ISO, temp, errorBody, expectSources, injectors } from "./rest-contract-kit.js";
import { createTestServer, signIn, visitorCookieFrom, type TestServer } from "./test-server.js";
import { trpcMutation, trpcQuery } from "./trpc-inject.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { get, send } = injectors(() => server);

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
    expect(named.json()).toEqual({
      id: expect.any(Number),
      title: "Feeding plan",
      createdAt: ISO,
      updatedAt: ISO,
    });
    const untitled = await send("POST", "/api/conversations", {}, cookie);
    expect(untitled.json()).toMatchObject({ title: "New Chat" });
    const bare = await send("POST", "/api/conversations", undefined, cookie);
    expect(bare.statusCode).toBe(201);
    const tooLong = await send("POST", "/api/conversations", { title: "x".repeat(201) }, cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(errorBody);

    const rpc = await trpcMutation(
      server.app,
      "conversations.create",
      { title: "Via tRPC" },
      { cookie },
    );
    expect(rpc.data).toEqual({
      id: expect.any(Number),
      title: "Via tRPC",
      createdAt: ISO,
      updatedAt: ISO,
    });
  });

  it("GET /api/conversations lists id, title, updatedAt, newest activity first; tRPC gives the same list", async () => {
    const { cookie } = await signIn(server.app);
    expect((await get("/api/conversations", cookie)).json()).toEqual([]);
    const first = (await send("POST", "/api/conversations", { title: "First" }, cookie)).json() as {
      id: number;
    };
    const second = (
      await send("POST", "/api/conversations", { title: "Second" }, cookie)
    ).json() as { id: number };
    await send(
      "POST",
      "/api/chat",
      { message: "Is spit-up normal?", conversationId: first.id },
      cookie,
    );

    const res = await get("/api/conversations", cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number }>;
    expect(list).toEqual([
      { id: first.id, title: "First", updatedAt: ISO },
      { id: second.id, title: "Second", updatedAt: ISO },
    ]);
    expect((await trpcQuery(server.app, "conversations.list", undefined, { cookie })).data).toEqual(
      list,
    );
  });

  it("GET /api/conversations/{id} includes the messages; /messages lists them; tRPC gives the same data", async () => {
    const { cookie } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", {}, cookie)).json() as { id: number };
    const chat = (
      await send(
        "POST",
        "/api/chat",
        { message: "How often should a newborn feed?", conversationId: id },
        cookie,
      )
    ).json() as {
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

    expect((await trpcQuery(server.app, "conversations.byId", { id }, { cookie })).data).toEqual(
      detail.json(),
    );
    expect(
      (await trpcQuery(server.app, "conversations.messages", { id }, { cookie })).data,
    ).toEqual(messages.json());
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
    userMessage: {
      id: expect.any(Number),
      role: "user",
      content: question,
      createdAt: ISO,
      sources: [],
      urgency: null,
      disposition: null,
    },
    assistantMessage: {
      id: expect.any(Number),
      role: "assistant",
      content: expect.any(String),
      createdAt: ISO,
      sources: expect.any(Array),
      urgency: "routine",
      disposition: "home",
    },
  });

  it("answers an anonymous visitor on a temporary id and keeps the conversation under the visitor cookie", async () => {
    const conversationId = temp();
    const first = await send("POST", "/api/chat", {
      message: "Why does my baby hiccup?",
      conversationId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(chatShape("Why does my baby hiccup?"));
    expectSources(first.json().assistantMessage.sources);
    const visitor = first.cookies.find((c) => c.name === "nestling_visitor");
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const cookie = visitorCookieFrom(first);
    const second = await send(
      "POST",
      "/api/chat",
      { message: "Are hiccups harmful for a baby?", conversationId },
      cookie,
    );
    expect(second.statusCode).toBe(200);
    expect(second.cookies.find((c) => c.name === "nestling_visitor")).toBeUndefined();
    // Visitors have no history list and no saved conversations.
    expect((await get("/api/conversations", cookie)).statusCode).toBe(401);
  });

  it("answers a signed-in user in a saved conversation", async () => {
    const { cookie } = await signIn(server.app);
    const { id } = (await send("POST", "/api/conversations", {}, cookie)).json() as { id: number };
    const res = await send(
      "POST",
      "/api/chat",
      { message: "When do babies roll over?", conversationId: id },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(chatShape("When do babies roll over?"));
    expectSources(res.json().assistantMessage.sources);
  });

  it("carries urgency and disposition for an emergency", async () => {
    const res = await send("POST", "/api/chat", {
      message: "My baby is not breathing",
      conversationId: temp(),
    });
    expect(res.json()).toMatchObject({
      assistantMessage: {
        urgency: "emergency",
        disposition: "911",
        content: expect.stringMatching(/^Call 911/),
      },
    });
  });

  it("answers in the region sent with the message, and refuses an unknown region with a 400", async () => {
    const res = await send("POST", "/api/chat", {
      message: "My baby is not breathing",
      conversationId: temp(),
      region: "UK",
    });
    expect(res.json()).toMatchObject({
      assistantMessage: { disposition: "911", content: expect.stringMatching(/^Call 999/) },
    });
    const bad = await send("POST", "/api/chat", {
      message: "My baby is not breathing",
      conversationId: temp(),
      region: "Atlantis",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lists the regions and keeps a signed-in parent's choice", async () => {
    const regions = await get("/api/regions");
    expect(regions.statusCode).toBe(200);
    expect(regions.json()[0]).toMatchObject({ code: "US", dial: "911" });
    const { cookie } = await signIn(server.app);
    const saved = await send("PUT", "/api/auth/region", { region: "AU" }, cookie);
    expect(saved.json()).toEqual({ region: "AU" });
    expect((await get("/api/auth/user", cookie)).json()).toMatchObject({ region: "AU" });
    expect((await send("PUT", "/api/auth/region", { region: "AU" })).statusCode).toBe(401);
  });

  it("refuses an off-topic question with a 400 carrying the engine's words", async () => {
    const res = await send("POST", "/api/chat", {
      message: "Where is the stock market going?",
      conversationId: temp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: OFF_TOPIC_MESSAGE,
      code: "BAD_REQUEST",
      reason: "OFF_TOPIC",
    });
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
    const rpc = await trpcMutation(
      server.app,
      "chat.send",
      { message: "Teething signs?", conversationId: id },
      { cookie },
    );
    expect(rpc.status).toBe(200);
    expect(rpc.data).toEqual(chatShape("Teething signs?"));
    expectSources(
      (rpc.data as { assistantMessage: { sources: unknown } }).assistantMessage.sources,
    );
    const rest = (await get(`/api/conversations/${id}/messages`, cookie)).json();
    expect(rest).toEqual([
      (rpc.data as { userMessage: unknown }).userMessage,
      (rpc.data as { assistantMessage: unknown }).assistantMessage,
    ]);
    const offTopic = await trpcMutation(server.app, "chat.send", {
      message: "bitcoin price?",
      conversationId: temp(),
    });
    expect(offTopic.status).toBe(400);
    expect(offTopic.error?.message).toBe(OFF_TOPIC_MESSAGE);
  });
});
