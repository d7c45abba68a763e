import { generateKeyPairSync, createSign } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { craftEmulatorToken, signInTestAccount, tamperToken } from "../../test/id-tokens.js";
import { createFirebaseIdentity } from "./firebase-identity.js";

const identity = createFirebaseIdentity({
  kind: "emulator",
  projectId: "demo-nestling",
  host: inject("emulatorHost"),
});
afterAll(() => identity.close());

function rs256Token(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part({ alg: "RS256", typ: "JWT", kid: "forged" })}.${part(claims)}`;
  const signature = createSign("RSA-SHA256").update(body).sign(privateKey).toString("base64url");
  return `${body}.${signature}`;
}

describe("createFirebaseIdentity against the Auth emulator", () => {
  it("verifies a real emulator ID token and returns its claims", async () => {
    const account = await signInTestAccount({ email: "verified@example.com", name: "Vera Fied" });
    const verified = await identity.verifyIdToken(account.idToken);
    expect(verified).toEqual({
      uid: account.uid,
      email: "verified@example.com",
      emailVerified: true,
      name: "Vera Fied",
      picture: null,
    });
  });

  it("rejects empty, garbage, expired, foreign-audience and self-signed tokens", async () => {
    const now = Math.floor(Date.now() / 1000);
    const rejected = [
      "",
      "not-a-token",
      "a.b.c",
      craftEmulatorToken({ exp: now - 60, iat: now - 7200, auth_time: now - 7200 }),
      craftEmulatorToken({ aud: "someone-elses-project" }),
      rs256Token({
        sub: "x",
        aud: "demo-nestling",
        iss: "https://securetoken.google.com/demo-nestling",
        exp: now + 60,
      }),
    ];
    for (const token of rejected) {
      expect(await identity.verifyIdToken(token)).toBeNull();
    }
  });

  it("rejects an unsigned token for a user the emulator does not know", async () => {
    const account = await signInTestAccount();
    const forged = tamperToken(account.idToken, { sub: "nobody-here", user_id: "nobody-here" });
    expect(await identity.verifyIdToken(forged)).toBeNull();
  });

  it("deletes the Firebase user, and deleting again is not an error", async () => {
    const account = await signInTestAccount();
    await identity.deleteUser(account.uid);
    expect(await identity.verifyIdToken(account.idToken)).toBeNull();
    await expect(identity.deleteUser(account.uid)).resolves.toBeUndefined();
  });
});
