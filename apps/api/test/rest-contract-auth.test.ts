// Contract tests for the auth routes of the REST API: status and shape through HTTP, anonymous and
// signed in, and the same call through /trpc giving the same data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIREBASE_NOT_CONFIGURED } from "@nestling/router";
import { signInTestAccount } from "./id-tokens.js";
import { errorBody, injectors } from "./rest-contract-kit.js";
import { createTestServer, loginBody, signIn, type TestServer } from "./test-server.js";
import { trpcMutation, trpcQuery } from "./trpc-inject.js";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { get, send } = injectors(() => server);

/** Rows held for a Firebase uid, read straight from the database. */
async function userRowCounts(firebaseUid: string) {
  const db = server.db;
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("firebase_uid", "=", firebaseUid)
    .executeTakeFirst();
  const id = user?.id ?? -1;
  const count = async (
    table: "sessions" | "conversations" | "baby_profiles" | "legal_acceptances",
  ) => (await db.selectFrom(table).select("user_id").where("user_id", "=", id).execute()).length;
  return {
    users: user ? 1 : 0,
    sessions: await count("sessions"),
    conversations: await count("conversations"),
    babyProfiles: await count("baby_profiles"),
    legal: await count("legal_acceptances"),
  };
}

describe("POST /api/auth/login", () => {
  it("signs in with the Bearer ID token and sets an httpOnly, Lax session cookie", async () => {
    const account = await signInTestAccount({
      name: "Ada King Lovelace",
      email: "ada@example.com",
    });
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${account.idToken}` },
      payload: loginBody(account),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        firstName: "Ada",
        lastName: "King Lovelace",
        email: "ada@example.com",
        profileImageUrl: null,
        region: null,
      },
    });
    const cookie = res.cookies.find((c) => c.name === "nestling_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(cookie?.secure).toBeFalsy();
  });

  it("takes the name and photo from the verified token only, never from the body", async () => {
    const account = await signInTestAccount({ name: "" });
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${account.idToken}` },
      payload: {
        uid: account.uid,
        displayName: "Mallory Impostor",
        photoURL: "https://evil.example/face.png",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { firstName: null, lastName: null, profileImageUrl: null },
    });
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
      user: {
        firstName: "Grace",
        lastName: "Hopper",
        email: account.email,
        profileImageUrl: null,
        region: null,
      },
    });
    expect(rpc.response.cookies.some((c) => c.name === "nestling_session")).toBe(true);
  });

  it("answers 'Firebase not configured…' when Firebase is not configured", async () => {
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
      expect(res.json()).toEqual({
        message: FIREBASE_NOT_CONFIGURED,
        code: "PRECONDITION_FAILED",
        reason: "SIGN_IN_UNAVAILABLE",
      });
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
    expect(res.json()).toEqual({
      firstName: "Test",
      lastName: "Parent",
      email: account.email,
      profileImageUrl: null,
      region: null,
    });
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
    const { id } = (
      await send("POST", "/api/conversations", { title: "Sleep" }, cookie)
    ).json() as { id: number };
    await send(
      "POST",
      "/api/chat",
      { message: "How long do newborns sleep?", conversationId: id },
      cookie,
    );
    await send("POST", "/api/baby-profile", { name: "Mia", dateOfBirth: "2025-01-01" }, cookie);
    await send("POST", "/api/legal-acceptance/accept", undefined, cookie);
    expect(await userRowCounts(account.uid)).toEqual({
      users: 1,
      sessions: 1,
      conversations: 1,
      babyProfiles: 1,
      legal: 1,
    });

    const res = await send("DELETE", "/api/auth/delete-account", undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.find((c) => c.name === "nestling_session")?.value).toBe("");
    expect((await get("/api/auth/user", cookie)).statusCode).toBe(401);
    expect(await server.identity!.verifyIdToken(account.idToken)).toBeNull();

    expect(await userRowCounts(account.uid)).toEqual({
      users: 0,
      sessions: 0,
      conversations: 0,
      babyProfiles: 0,
      legal: 0,
    });
    expect(
      await server.db
        .selectFrom("messages")
        .select("id")
        .where("content", "=", "How long do newborns sleep?")
        .execute(),
    ).toEqual([]);

    // The same Google account starts again from nothing.
    const again = await signIn(
      server.app,
      await signInTestAccount({ sub: account.sub, email: account.email }),
    );
    expect((await get("/api/conversations", again.cookie)).json()).toEqual([]);
    expect((await get("/api/baby-profile", again.cookie)).statusCode).toBe(404);
    expect((await get("/api/legal-acceptance/status", again.cookie)).json()).toMatchObject({
      hasAccepted: false,
    });
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

  it("brings the parent back to the chat they were on, and nowhere else", async () => {
    expect((await get("/api/login?next=%2Fchat%2F42")).headers.location).toBe("/chat/42?signin=1");
    for (const next of ["https://evil.example", "//evil.example", "/chat/42/../x", "/help", ""])
      expect((await get(`/api/login?next=${encodeURIComponent(next)}`)).headers.location).toBe(
        "/?signin=1",
      );
    expect((await get("/api/login?next=a&next=b")).headers.location).toBe("/?signin=1");
  });
});
