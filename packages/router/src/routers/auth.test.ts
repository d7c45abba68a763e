import {
  findSessionUser,
  findUserById,
  findVisitorByTokenHash,
  insertMessage,
  saveBabyProfile,
} from "@nestling/db";
import { createAnswerEngine } from "@nestling/answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRowsForTest } from "../../test/count-rows";
import { expectCode } from "../../test/expect-code";
import { createHarness, httpBridge, type Harness } from "../../test/harness";
import { FIREBASE_NOT_CONFIGURED } from "../constants";
import type { Identity } from "../deps";
import { splitDisplayName } from "../services/auth";
import { hashToken } from "../tokens";

// Token verification with a real Identity (the Firebase Auth emulator) is tested in apps/api.
// Here users and sessions are made through the repositories.

let h: Harness;
const deletedUids: string[] = [];
let deleteUserBehaviour: (uid: string) => Promise<void> = async (uid) => {
  deletedUids.push(uid);
};
const identity: Identity = {
  verifyIdToken: () => Promise.reject(new Error("token verification is tested in apps/api")),
  deleteUser: (uid) => deleteUserBehaviour(uid),
};
beforeAll(async () => {
  h = await createHarness({ identity });
});
afterAll(() => h.close());

describe("auth.login", () => {
  it("answers PRECONDITION_FAILED with 'Firebase not configured…' when Firebase is not configured", async () => {
    const bare = await createHarness({ identity: null });
    try {
      const http = httpBridge({ bearerToken: "some-token" });
      await expectCode(
        (await bare.call(http)).auth.login({ uid: "x" }),
        "PRECONDITION_FAILED",
        new RegExp(FIREBASE_NOT_CONFIGURED.replace(/\./g, "\\.")),
      );
      expect(http.sessionCookie).toBeNull();
    } finally {
      await bare.close();
    }
  });

  it("answers UNAUTHORIZED without a bearer token and sets no cookie", async () => {
    const http = httpBridge();
    await expectCode(
      (await h.call(http)).auth.login({ uid: "someone", email: "a@b.c" }),
      "UNAUTHORIZED",
      /Missing ID token/,
    );
    expect(http.sessionCookie).toBeNull();
    expect(await countRowsForTest(h.db, "users")).toBe(0);
  });

  it("refuses oversized body fields", async () => {
    const http = httpBridge({ bearerToken: "t" });
    await expectCode((await h.call(http)).auth.login({ uid: "u".repeat(129) }), "BAD_REQUEST");
  });
});

describe("splitDisplayName", () => {
  it("takes the first word as first name and the rest as last name", () => {
    expect(splitDisplayName("Ada King Lovelace")).toEqual({
      firstName: "Ada",
      lastName: "King Lovelace",
    });
    expect(splitDisplayName("  Cher ")).toEqual({ firstName: "Cher", lastName: null });
    expect(splitDisplayName("")).toEqual({ firstName: null, lastName: null });
    expect(splitDisplayName(null)).toEqual({ firstName: null, lastName: null });
  });
});

describe("auth.user", () => {
  it("returns the signed-in user's public fields", async () => {
    const { http } = await h.signUp("Ada Lovelace");
    const me = await (await h.call(http())).auth.user();
    expect(me).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: expect.stringMatching(/@example\.com$/),
      profileImageUrl: null,
      region: null,
    });
  });

  it("keeps the region the parent chooses, and answers in it", async () => {
    const { http } = await h.signUp("Grace Hopper");
    const caller = await h.call(http());
    expect(await caller.auth.setRegion({ region: "UK" })).toEqual({ region: "UK" });
    expect((await (await h.call(http())).auth.user()).region).toBe("UK");
    await expect(caller.auth.setRegion({ region: "Mars" as "UK" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("answers UNAUTHORIZED when signed out, and drops a cookie that names no live session", async () => {
    await expectCode((await h.call()).auth.user(), "UNAUTHORIZED");
    const stale = httpBridge({ sessionToken: "A".repeat(43) });
    await expectCode((await h.call(stale)).auth.user(), "UNAUTHORIZED");
    expect(stale.sessionCleared).toBe(true);
  });

  it("answers UNAUTHORIZED once the session has expired", async () => {
    const { http } = await h.signUp();
    h.setNow(new Date("2025-07-15T12:00:00.000Z"));
    try {
      await expectCode((await h.call(http())).auth.user(), "UNAUTHORIZED");
    } finally {
      h.setNow(new Date("2025-06-15T12:00:00.000Z"));
    }
  });
});

describe("auth.logout", () => {
  it("deletes the session and clears the cookie", async () => {
    const { http, token } = await h.signUp();
    const request = http();
    expect(await (await h.call(request)).auth.logout()).toEqual({ success: true });
    expect(request.sessionCleared).toBe(true);
    expect(await findSessionUser(h.db, hashToken(token)!)).toBeNull();
    await expectCode((await h.call(http())).auth.user(), "UNAUTHORIZED");
  });

  it("is harmless when signed out", async () => {
    const request = httpBridge();
    expect(await (await h.call(request)).auth.logout()).toEqual({ success: true });
    expect(request.sessionCleared).toBe(true);
  });
});

describe("auth.deleteAccount", () => {
  async function userWithData() {
    const signed = await h.signUp();
    const caller = await h.call(signed.http());
    const { id } = await caller.conversations.create({ title: "Mine" });
    const answer = await insertMessage(h.db, {
      conversationId: id,
      role: "assistant",
      content: "An answer",
    });
    await caller.feedback.submit({ messageId: answer.id, helpful: true });
    await saveBabyProfile(h.db, signed.user.id, { name: "Mia" });
    await caller.legal.accept();
    await caller.debug.clientLogs({ logs: ["line"] });
    return signed;
  }

  it("deletes every row of the user, then the identity user, and clears the cookie", async () => {
    const other = await userWithData();
    const before = await countRowsForTest(h.db, "messages");
    const { user, http } = await userWithData();
    const request = http();
    expect(await (await h.call(request)).auth.deleteAccount()).toEqual({ success: true });
    expect(request.sessionCleared).toBe(true);
    expect(deletedUids).toContain(user.firebaseUid);
    expect(await findUserById(h.db, user.id)).toBeNull();
    for (const table of [
      "sessions",
      "conversations",
      "feedback",
      "baby_profiles",
      "legal_acceptances",
      "client_logs",
    ] as const) {
      const rows = await h.db
        .selectFrom(table)
        .select("user_id")
        .where("user_id", "=", user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(await countRowsForTest(h.db, "messages")).toBe(before);
    expect((await (await h.call(other.http())).conversations.list()).map((c) => c.title)).toEqual([
      "Mine",
    ]);
    await expectCode((await h.call(http())).auth.user(), "UNAUTHORIZED");
  });

  it("also deletes the temporary chats of the browser's visitor cookie", async () => {
    const { http, token } = await h.signUp();
    h.deps.engine = createAnswerEngine();
    const first = http();
    await (
      await h.call(first)
    ).chat.send({
      message: "How much formula should my 2 month old drink?",
      conversationId: "temp_1718000000000_del",
    });
    const visitorToken = first.visitorCookie!.token;
    await (await h.call(httpBridge({ sessionToken: token, visitorToken }))).auth.deleteAccount();
    expect(await findVisitorByTokenHash(h.db, hashToken(visitorToken)!)).toBeNull();
    const left = await h.db
      .selectFrom("conversations")
      .select("id")
      .where("temp_id", "=", "temp_1718000000000_del")
      .execute();
    expect(left).toEqual([]);
  });

  it("deletes temporary chats and client logs made on another device", async () => {
    const { http, token } = await h.signUp();
    h.deps.engine = createAnswerEngine();
    // Another device: its own visitor cookie; a log sent before anyone chatted there is unlinkable,
    // so the device chats first (signed in), then sends logs signed out.
    const otherDevice = http();
    await (
      await h.call(otherDevice)
    ).chat.send({
      message: "How much formula should my 2 month old drink?",
      conversationId: "temp_1718000000000_dev",
    });
    const otherVisitor = otherDevice.visitorCookie!.token;
    await (
      await h.call(httpBridge({ visitorToken: otherVisitor }))
    ).debug.clientLogs({ logs: ["signed out on the other device"] });

    // This device deletes the account; it never saw the other device's cookie.
    await (await h.call(httpBridge({ sessionToken: token }))).auth.deleteAccount();
    expect(await findVisitorByTokenHash(h.db, hashToken(otherVisitor)!)).toBeNull();
    const chats = await h.db
      .selectFrom("conversations")
      .select("id")
      .where("temp_id", "=", "temp_1718000000000_dev")
      .execute();
    expect(chats).toEqual([]);
    const logs = await h.db.selectFrom("client_logs").select("payload").execute();
    expect(logs.map((l) => l.payload).join()).not.toContain("signed out on the other device");
  });

  it("succeeds when the identity user is already gone, and logs it", async () => {
    const { user, http } = await userWithData();
    deleteUserBehaviour = () =>
      Promise.reject(Object.assign(new Error("no user"), { code: "auth/user-not-found" }));
    try {
      expect(await (await h.call(http())).auth.deleteAccount()).toEqual({ success: true });
    } finally {
      deleteUserBehaviour = async (uid) => {
        deletedUids.push(uid);
      };
    }
    expect(await findUserById(h.db, user.id)).toBeNull();
    expect(
      h.logs.some((l) => l.level === "warn" && l.message === "identity user was already deleted"),
    ).toBe(true);
  });

  it("reports any other identity failure after the data is gone", async () => {
    const { user, http } = await userWithData();
    deleteUserBehaviour = () => Promise.reject(new Error("network down"));
    try {
      await expectCode(
        (await h.call(http())).auth.deleteAccount(),
        "INTERNAL_SERVER_ERROR",
        /could not be removed/,
      );
    } finally {
      deleteUserBehaviour = async (uid) => {
        deletedUids.push(uid);
      };
    }
    expect(await findUserById(h.db, user.id)).toBeNull();
  });

  it("answers UNAUTHORIZED when signed out", async () => {
    await expectCode((await h.call()).auth.deleteAccount(), "UNAUTHORIZED");
  });
});
