import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { createSession, deleteExpiredSessions, deleteSession, findSessionUser } from "./sessions";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("sessions", () => {
  it("finds the user of a live session and nothing once it expires or is deleted", async () => {
    const user = await makeUser(db);
    const now = new Date("2025-06-01T12:00:00.000Z");
    await createSession(
      db,
      { tokenHash: "live", userId: user.id, expiresAt: new Date("2025-06-15T12:00:00.000Z") },
      now,
    );
    expect((await findSessionUser(db, "live", now))?.id).toBe(user.id);
    expect(await findSessionUser(db, "live", new Date("2025-06-15T12:00:00.000Z"))).toBeNull();
    expect(await findSessionUser(db, "unknown", now)).toBeNull();
    await deleteSession(db, "live");
    expect(await findSessionUser(db, "live", now)).toBeNull();
  });

  it("purges expired sessions only", async () => {
    const user = await makeUser(db);
    const now = new Date("2025-06-01T12:00:00.000Z");
    await createSession(db, {
      tokenHash: "old",
      userId: user.id,
      expiresAt: new Date("2025-05-01T00:00:00.000Z"),
    });
    await createSession(db, {
      tokenHash: "new",
      userId: user.id,
      expiresAt: new Date("2025-07-01T00:00:00.000Z"),
    });
    expect(await deleteExpiredSessions(db, now)).toBe(1);
    expect((await findSessionUser(db, "new", now))?.id).toBe(user.id);
  });
});
