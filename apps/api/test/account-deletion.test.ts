// Deleting an account removes what the person made on every browser: temporary chats and client
// logs sent before they signed in, or on another device.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTestAccount } from "./id-tokens.js";
import {
  createTestServer,
  signIn,
  visitorCookieFrom,
  type TestServer,
  tempConversationId,
} from "./test-server.js";

describe("account deletion across browsers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it("removes client logs and temporary chats from before sign-in and from another device", async () => {
    const { app, db } = server;
    const account = await signInTestAccount();
    const chat = (cookie: string | undefined, message: string) =>
      app.inject({
        method: "POST",
        url: "/api/chat",
        headers: cookie ? { cookie } : {},
        payload: { message, conversationId: tempConversationId() },
      });
    const sendLogs = (cookie: string, line: string) =>
      app.inject({
        method: "POST",
        url: "/api/debug/client-logs",
        headers: { cookie },
        payload: { logs: [line], userAgent: "Laptop browser" },
      });

    // Laptop: chats anonymously, sends voice logs, then signs in there.
    const laptopVisitor = visitorCookieFrom(
      await chat(undefined, "How long should a newborn sleep?"),
    );
    expect((await sendLogs(laptopVisitor, "LAPTOP-BEFORE-SIGN-IN")).statusCode).toBe(200);
    const laptop = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${account.idToken}`, cookie: laptopVisitor },
    });
    expect(laptop.statusCode).toBe(200);

    // Phone: signs in too and asks in a temporary chat, then sends logs after signing out.
    const phone = await signIn(app, account);
    const phoneChat = await chat(phone.cookie, "PHONE-TEMPORARY-QUESTION about teething");
    expect(phoneChat.statusCode).toBe(200);
    const phoneVisitor = visitorCookieFrom(phoneChat);
    expect((await sendLogs(phoneVisitor, "PHONE-SIGNED-OUT")).statusCode).toBe(200);

    // Deleted from the laptop session alone.
    const session = laptop.cookies.find((c) => c.name === "nestling_session")!;
    const deleted = await app.inject({
      method: "DELETE",
      url: "/api/auth/delete-account",
      headers: { cookie: `nestling_session=${session.value}` },
    });
    expect(deleted.statusCode).toBe(200);

    const logs = await db.selectFrom("client_logs").select("payload").execute();
    const text = logs.map((l) => l.payload).join("\n");
    expect(text).not.toContain("LAPTOP-BEFORE-SIGN-IN");
    expect(text).not.toContain("PHONE-SIGNED-OUT");
    const messages = await db.selectFrom("messages").select("content").execute();
    expect(messages.map((m) => m.content).join("\n")).not.toContain("PHONE-TEMPORARY-QUESTION");
    expect(messages.map((m) => m.content).join("\n")).not.toContain("How long should a newborn");
  });
});
