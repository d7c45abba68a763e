import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Db } from "../client";
import { createConversation } from "./conversations";
import { insertMessages, listMessages } from "./messages";
import { findUserById, setUserRegion, upsertUser } from "./users";

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("region and disposition", () => {
  it("keeps the parent's region in the profile", async () => {
    const user = await upsertUser(db, {
      firebaseUid: "region-user",
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    expect(user.region).toBeNull();
    await setUserRegion(db, user.id, "UK");
    expect((await findUserById(db, user.id))?.region).toBe("UK");
  });

  it("stores each answer's disposition beside its urgency", async () => {
    const user = await upsertUser(db, {
      firebaseUid: "disposition-user",
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    const conversation = await createConversation(db, { userId: user.id, title: "Chat" });
    await insertMessages(db, [
      {
        conversationId: conversation.id,
        role: "assistant",
        content: "Go to the emergency department now.",
        urgency: "emergency",
        disposition: "er",
        createdAt: new Date(),
      },
    ]);
    const [message] = await listMessages(db, conversation.id);
    expect([message?.urgency, message?.disposition]).toEqual(["emergency", "er"]);
  });
});
