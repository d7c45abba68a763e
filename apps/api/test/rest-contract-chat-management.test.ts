// Contract tests for chat management over REST: the history a page at a time, search, rename and
// delete, share links (the parent's side, and the public read-only page anyone may open), with
// the same data through /trpc.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_VIEWS_PER_MINUTE } from "../src/http/chat-rate-limit.js";
import { ISO, errorBody, injectors } from "./rest-contract-kit.js";
import { createTestServer, signIn, type TestServer } from "./test-server.js";
import { trpcQuery } from "./trpc-inject.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { get, send } = injectors(() => server);

async function conversationWith(cookie: string, title: string, question?: string) {
  const created = await send("POST", "/api/conversations", { title }, cookie);
  const { id } = created.json() as { id: number };
  if (question) {
    const chat = await send("POST", "/api/chat", { message: question, conversationId: id }, cookie);
    expect(chat.statusCode).toBe(200);
  }
  return id;
}

describe("history pages", () => {
  it("walks the history with nextCursor; /trpc gives the same page", async () => {
    const { cookie } = await signIn(server.app);
    for (let i = 0; i < 5; i++) await conversationWith(cookie, `Chat ${i}`);
    const first = await get("/api/conversations/page?limit=2", cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { items: { title: string }[]; nextCursor: string };
    expect(page.items).toEqual([
      { id: expect.any(Number), title: "Chat 4", updatedAt: ISO },
      { id: expect.any(Number), title: "Chat 3", updatedAt: ISO },
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(
      (await trpcQuery(server.app, "conversations.page", { limit: 2 }, { cookie })).data,
    ).toEqual(page);
    const rest = await get(
      `/api/conversations/page?limit=10&cursor=${encodeURIComponent(page.nextCursor)}`,
      cookie,
    );
    expect((rest.json() as { items: { title: string }[] }).items.map((c) => c.title)).toEqual([
      "Chat 2",
      "Chat 1",
      "Chat 0",
    ]);
    expect((rest.json() as { nextCursor: unknown }).nextCursor).toBeNull();
  });

  it("refuses bad paging input with reasons, and needs a sign-in", async () => {
    const { cookie } = await signIn(server.app);
    for (const query of ["limit=0", "limit=abc", "limit=1000", "cursor=zzz", "limit=1&limit=2"]) {
      const response = await get(`/api/conversations/page?${query}`, cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ ...errorBody, reason: "INVALID_INPUT" });
    }
    expect((await get("/api/conversations/page")).statusCode).toBe(401);
  });
});

describe("search, rename and delete", () => {
  it("searches the parent's own chats only", async () => {
    const owner = await signIn(server.app);
    const stranger = await signIn(server.app);
    const id = await conversationWith(owner.cookie, "Solids", "When can my baby start solid food?");
    const found = await get("/api/conversations/search?q=solid", owner.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      {
        conversationId: id,
        title: "Solids",
        updatedAt: ISO,
        messageId: expect.any(Number),
        snippet: expect.stringMatching(/solid/i),
      },
    ]);
    expect((await get("/api/conversations/search?q=solid", stranger.cookie)).json()).toEqual([]);
    const empty = await get("/api/conversations/search?q=%20", owner.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ reason: "INVALID_INPUT", message: /empty/ });
    expect((await get("/api/conversations/search?q=solid")).statusCode).toBe(401);
  });

  it("renames with PATCH and deletes with DELETE, another parent's chat looking missing", async () => {
    const owner = await signIn(server.app);
    const stranger = await signIn(server.app);
    const id = await conversationWith(owner.cookie, "New Chat");
    const renamed = await send(
      "PATCH",
      `/api/conversations/${id}`,
      { title: " Naps " },
      owner.cookie,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, title: "Naps" });
    const blank = await send("PATCH", `/api/conversations/${id}`, { title: "" }, owner.cookie);
    expect(blank.json()).toMatchObject({ reason: "INVALID_INPUT", message: /empty/ });
    expect(
      (await send("PATCH", `/api/conversations/${id}`, { title: "x" }, stranger.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await send("DELETE", `/api/conversations/${id}`, undefined, stranger.cookie)).statusCode,
    ).toBe(404);
    const deleted = await send("DELETE", `/api/conversations/${id}`, undefined, owner.cookie);
    expect(deleted.json()).toEqual({ id, deleted: true });
    expect((await get(`/api/conversations/${id}`, owner.cookie)).statusCode).toBe(404);
  });
});

describe("export", () => {
  it("downloads the parent's conversation as Markdown, and only theirs", async () => {
    const owner = await signIn(server.app);
    const stranger = await signIn(server.app);
    const id = await conversationWith(
      owner.cookie,
      "Naps",
      "How many naps does a 4 month old need?",
    );
    const file = await get(`/api/conversations/${id}/export`, owner.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="naps-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    expect(file.body).toMatch(/^# Naps\n/);
    expect(file.body).toContain("How many naps does a 4 month old need?");
    expect(file.body).toMatch(/Sources:\n\n1\. \[.+\]\(https:\/\/.+\)/);
    expect(
      (await trpcQuery(server.app, "conversations.export", { id }, { cookie: owner.cookie })).data,
    ).toMatchObject({ markdown: file.body });
    const hidden = await get(`/api/conversations/${id}/export`, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(errorBody);
    expect((await get(`/api/conversations/${id}/export`)).statusCode).toBe(401);
    expect((await get("/api/conversations/abc/export", owner.cookie)).statusCode).toBe(400);
  });
});

describe("share links", () => {
  it("gives a read-only, noindex page to anyone, without the names, until it is revoked", async () => {
    const { cookie, account } = await signIn(server.app);
    await send("POST", "/api/baby-profile", { name: "Zuzanna", dateOfBirth: "2025-03-01" }, cookie);
    const id = await conversationWith(
      cookie,
      "Zuzanna's sleep",
      "How long should Zuzanna nap at 8 months?",
    );

    expect((await get(`/api/conversations/${id}/share`, cookie)).json()).toEqual({ active: null });
    const created = await send("POST", `/api/conversations/${id}/share`, {}, cookie);
    expect(created.statusCode).toBe(201);
    const link = created.json() as { token: string; path: string; expiresAt: string };
    expect(link).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      path: `/share/${link.token}`,
      createdAt: ISO,
      expiresAt: ISO,
    });
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await get(`/api/conversations/${id}/share`, cookie)).json()).toEqual({
      active: { createdAt: ISO, expiresAt: link.expiresAt },
    });

    const shared = await get(`/api/shared/${link.token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const body = shared.json() as { title: string; messages: { content: string }[] };
    expect(body.title).toBe("Your baby's sleep");
    expect(body.messages[0]!.content).toBe("How long should your baby nap at 8 months?");
    const raw = shared.body;
    expect(raw).not.toMatch(/Zuzanna/i);
    expect(raw).not.toContain(account.email);
    expect(raw).not.toMatch(/"(id|userId|conversationId|email)"/);
    const viaTrpc = await trpcQuery(server.app, "shares.conversation", { token: link.token });
    expect(viaTrpc.data).toEqual(body);
    expect(viaTrpc.response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const page = await get(`/share/${link.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");

    const revoked = await send("DELETE", `/api/conversations/${id}/share`, undefined, cookie);
    expect(revoked.json()).toEqual({ revoked: 1 });
    const gone = await get(`/api/shared/${link.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      message: "This link was turned off by the parent who shared it.",
      code: "NOT_FOUND",
      reason: "SHARE_REVOKED",
    });
  });

  it("answers plainly for links that never existed or are malformed, and keeps links to their owner", async () => {
    const missing = await get(`/api/shared/${"B".repeat(43)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: "SHARE_NOT_FOUND" });
    const malformed = await get("/api/shared/not-a-token");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      reason: "INVALID_INPUT",
      message: /not a valid share link/,
    });

    const owner = await signIn(server.app);
    const stranger = await signIn(server.app);
    const id = await conversationWith(owner.cookie, "Mine");
    expect(
      (await send("POST", `/api/conversations/${id}/share`, {}, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await send("POST", `/api/conversations/${id}/share`, {})).statusCode).toBe(401);
    const tooLong = await send(
      "POST",
      `/api/conversations/${id}/share`,
      { expiresInDays: 365 },
      owner.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      reason: "INVALID_INPUT",
      message: /Expiry must be at most 90/,
    });
  });
});

describe("shared page rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await createTestServer();
  });
  afterAll(() => limited.close());

  it("slows down anyone opening shared links in bulk (per IP)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SHARED_VIEWS_PER_MINUTE * 5; i++) {
      const response = await limited.app.inject({
        method: "GET",
        url: `/api/shared/${"C".repeat(43)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const trpc = await trpcQuery(limited.app, "shares.conversation", { token: "C".repeat(43) });
    expect(trpc.status).toBe(429);
  });
});
