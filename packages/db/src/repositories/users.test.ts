import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { saveBabyProfile } from "./baby-profiles";
import { insertClientLog } from "./client-logs";
import { createConversation, createVisitorConversation } from "./conversations";
import { insertFeedback } from "./feedback";
import { acceptLegal } from "./legal";
import { insertMessage } from "./messages";
import { linkVisitorToUser, saveVisitor } from "./visitors";
import { createSession, findSessionUser } from "./sessions";
import { deleteUserEverything, findUserByFirebaseUid, findUserById, upsertUser } from "./users";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("upsertUser", () => {
  it("creates a user once per Firebase uid and refreshes their details on the next sign-in", async () => {
    const first = await upsertUser(db, {
      firebaseUid: "firebase-a",
      email: "a@example.com",
      firstName: "Ada",
      lastName: null,
      profileImageUrl: null,
    });
    expect(first).toMatchObject({
      firebaseUid: "firebase-a",
      email: "a@example.com",
      firstName: "Ada",
      lastName: null,
    });
    expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const again = await upsertUser(db, {
      firebaseUid: "firebase-a",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://lh3.googleusercontent.com/a/photo",
    });
    expect(again.id).toBe(first.id);
    expect(again.createdAt).toBe(first.createdAt);
    expect(again).toMatchObject({ email: "ada@example.com", lastName: "Lovelace" });
    expect(await findUserByFirebaseUid(db, "firebase-a")).toEqual(again);
    expect(await findUserById(db, first.id)).toEqual(again);
    expect(await findUserByFirebaseUid(db, "nobody")).toBeNull();
  });
});

describe("deleteUserEverything", () => {
  async function populate(userId: number) {
    await createSession(db, {
      tokenHash: `hash-${userId}`,
      userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const conversation = await createConversation(db, { userId });
    await insertMessage(db, {
      conversationId: conversation.id,
      role: "user",
      content: "How much should she eat?",
    });
    const answer = await insertMessage(db, {
      conversationId: conversation.id,
      role: "assistant",
      content: "About 2 to 3 ounces.",
      sources: [{ url: "https://www.cdc.gov/x", title: "CDC" }],
      urgency: "routine",
    });
    await insertFeedback(db, { messageId: answer.id, userId, helpful: true });
    await saveBabyProfile(db, userId, { name: "Mia", dateOfBirth: "2025-01-01" });
    await acceptLegal(db, userId, "v1");
    await insertClientLog(db, { userId, visitorId: null, payload: { logs: ["x"] } }, { keep: 100 });
  }

  const userTables = [
    "sessions",
    "conversations",
    "messages",
    "feedback",
    "baby_profiles",
    "legal_acceptances",
    "client_logs",
  ] as const;

  it("removes every row of the user in one go and leaves other users untouched", async () => {
    const doomed = await makeUser(db);
    const other = await makeUser(db);
    await populate(doomed.id);
    await populate(other.id);
    const before = Object.fromEntries(
      await Promise.all(userTables.map(async (t) => [t, await countRows(db, t)])),
    );

    const deleted = await deleteUserEverything(db, doomed.id);
    expect(deleted?.firebaseUid).toBe(doomed.firebaseUid);
    expect(await findUserById(db, doomed.id)).toBeNull();
    expect(await findSessionUser(db, `hash-${doomed.id}`)).toBeNull();
    for (const table of userTables) {
      const perUser = table === "messages" ? 2 : 1;
      expect(await countRows(db, table), table).toBe(before[table] - perUser);
    }
    expect((await findSessionUser(db, `hash-${other.id}`))?.id).toBe(other.id);
  });

  it("removes the temporary chats and client logs of every browser the user signed in on", async () => {
    const user = await makeUser(db);
    const bystander = await makeUser(db);
    // Browser A: logs sent before sign-in, then linked when the user signed in there.
    await saveVisitor(db, { visitorId: "browser-a", tokenHash: "hash-browser-a" });
    await insertClientLog(
      db,
      { userId: null, visitorId: "browser-a", payload: { logs: ["before sign-in"] } },
      { keep: 100 },
    );
    await linkVisitorToUser(db, "browser-a", user.id);
    // Browser B: a temporary chat made while signed in on another device.
    await saveVisitor(db, { visitorId: "browser-b", tokenHash: "hash-browser-b", userId: user.id });
    const chat = await createVisitorConversation(db, {
      visitorId: "browser-b",
      tempId: "temp_1718000000000_b",
    });
    await insertMessage(db, { conversationId: chat.id, role: "user", content: "Private question" });
    // Someone else's browser stays.
    await saveVisitor(db, { visitorId: "browser-c", tokenHash: "hash-browser-c" });
    await linkVisitorToUser(db, "browser-c", bystander.id);

    await deleteUserEverything(db, user.id);
    const left = await db.selectFrom("visitor_sessions").select("visitor_id").execute();
    expect(left.map((v) => v.visitor_id)).not.toContain("browser-a");
    expect(left.map((v) => v.visitor_id)).not.toContain("browser-b");
    expect(left.map((v) => v.visitor_id)).toContain("browser-c");
    const logs = await db.selectFrom("client_logs").select("payload").execute();
    expect(logs.map((l) => l.payload).join()).not.toContain("before sign-in");
    const messages = await db.selectFrom("messages").select("content").execute();
    expect(messages.map((m) => m.content)).not.toContain("Private question");
  });

  it("returns null for an unknown user", async () => {
    expect(await deleteUserEverything(db, 999_999)).toBeNull();
  });

  it("joins a caller's transaction and rolls back with it", async () => {
    const user = await makeUser(db);
    await populate(user.id);
    await expect(
      db.transaction().execute(async (trx) => {
        await deleteUserEverything(trx, user.id);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await findUserById(db, user.id)).not.toBeNull();
    expect(await countRows(db, "baby_profiles")).toBeGreaterThan(0);
  });

  it("cascades from the users row alone (foreign keys are on)", async () => {
    const user = await makeUser(db);
    await populate(user.id);
    const before = await countRows(db, "messages");
    await db.deleteFrom("users").where("id", "=", user.id).execute();
    expect(await countRows(db, "messages")).toBe(before - 2);
    const orphans = await db
      .selectFrom("baby_profiles")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(orphans).toEqual([]);
  });
});
