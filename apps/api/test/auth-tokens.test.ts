// Sign-in trusts only a verified Firebase ID token: forged, expired, foreign or missing tokens get
// 401 and no cookie, and the body can never name someone else.
import { createSign, generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  craftEmulatorToken,
  signInTestAccount,
  tamperToken,
  type TestAccount,
} from "./id-tokens.js";
import { createTestServer, loginBody, signIn, type TestServer } from "./test-server.js";
import { trpcMutation } from "./trpc-inject.js";

let server: TestServer;
let victim: TestAccount;
let attacker: TestAccount;

beforeAll(async () => {
  server = await createTestServer();
  victim = await signInTestAccount({ name: "Victim Parent" });
  attacker = await signInTestAccount({ name: "Attacker" });
  await signIn(server.app, victim);
});
afterAll(() => server.close());

function selfSignedToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part({ alg: "RS256", typ: "JWT", kid: "attacker-key" })}.${part(claims)}`;
  return `${body}.${createSign("RSA-SHA256").update(body).sign(privateKey).toString("base64url")}`;
}

const now = () => Math.floor(Date.now() / 1000);

const badAuthorizations: Array<[string, () => Record<string, string>]> = [
  ["no Authorization header", () => ({})],
  ["an empty Bearer", () => ({ authorization: "Bearer " })],
  [
    "a Basic credential",
    () => ({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }),
  ],
  ["garbage", () => ({ authorization: "Bearer not.a.jwt" })],
  ["a token without the Bearer scheme", () => ({ authorization: victim.idToken })],
  [
    "an expired token",
    () => ({
      authorization: `Bearer ${craftEmulatorToken({ sub: victim.uid, exp: now() - 60, iat: now() - 7200, auth_time: now() - 7200 })}`,
    }),
  ],
  [
    "a token for another project",
    () => ({
      authorization: `Bearer ${craftEmulatorToken({ sub: victim.uid, aud: "other-project" })}`,
    }),
  ],
  [
    "a token from another issuer",
    () => ({
      authorization: `Bearer ${craftEmulatorToken({ sub: victim.uid, iss: "https://evil.example" })}`,
    }),
  ],
  [
    "a self-signed RS256 token",
    () => ({
      authorization: `Bearer ${selfSignedToken({
        sub: victim.uid,
        aud: "demo-nestling",
        iss: "https://securetoken.google.com/demo-nestling",
        iat: now(),
        exp: now() + 600,
      })}`,
    }),
  ],
  [
    "a real token re-pointed at an unknown user",
    () => ({
      authorization: `Bearer ${tamperToken(attacker.idToken, { sub: "ghost", user_id: "ghost" })}`,
    }),
  ],
];

describe("POST /api/auth/login refuses", () => {
  it.each(badAuthorizations)("%s with 401 and no cookie", async (_label, headers) => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: headers(),
      payload: loginBody(victim),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: expect.any(String),
      code: expect.any(String),
      reason: expect.any(String),
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it.each(badAuthorizations)("%s through tRPC auth.login too", async (_label, headers) => {
    const rpc = await trpcMutation(server.app, "auth.login", loginBody(victim), headers());
    expect(rpc.status).toBe(401);
    expect(rpc.error?.data.code).toBe("UNAUTHORIZED");
    expect(rpc.response.headers["set-cookie"]).toBeUndefined();
  });

  it("a valid token whose body names someone else's uid", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${attacker.idToken}` },
      payload: { ...loginBody(attacker), uid: victim.uid, email: victim.email },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("a bare body with someone else's uid and no token", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: loginBody(victim),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("sessions", () => {
  it("the session is the verified token's user, whatever e-mail or name the body claims", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${attacker.idToken}` },
      payload: {
        uid: attacker.uid,
        email: victim.email,
        displayName: "Victim Parent",
        emailVerified: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === "nestling_session")!;
    const user = await server.app.inject({
      url: "/api/auth/user",
      headers: { cookie: `nestling_session=${session.value}` },
    });
    expect(user.json()).toMatchObject({ email: attacker.email, firstName: "Attacker" });
  });

  it.each(["forged-session", "A".repeat(43), ""])(
    "a session cookie that names no session (%s) is anonymous",
    async (value) => {
      const res = await server.app.inject({
        url: "/api/auth/user",
        headers: { cookie: `nestling_session=${value}` },
      });
      expect(res.statusCode).toBe(401);
      const conversations = await server.app.inject({
        url: "/api/conversations",
        headers: { cookie: `nestling_session=${value}` },
      });
      expect(conversations.statusCode).toBe(401);
    },
  );

  it("a token of a deleted Firebase user no longer signs in", async () => {
    const gone = await signInTestAccount();
    const { cookie } = await signIn(server.app, gone);
    await server.app.inject({
      method: "DELETE",
      url: "/api/auth/delete-account",
      headers: { cookie },
    });
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { authorization: `Bearer ${gone.idToken}` },
      payload: loginBody(gone),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});
