import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, violates } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { deleteConversation } from "./conversation-management";
import { createConversation } from "./conversations";
import { createShare, findLiveShare, findShareByTokenHash, revokeShares } from "./shares";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const now = new Date("2026-11-01T10:00:00.000Z");
const in30Days = new Date("2026-12-01T10:00:00.000Z");
let n = 0;
const hash = () => `${"a".repeat(60)}${String(++n).padStart(4, "0")}`;

describe("shares", () => {
  it("stores a link to the owner's conversation only", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const tokenHash = hash();
    const link = await createShare(
      db,
      { userId: user.id, conversationId: c.id, tokenHash, expiresAt: in30Days },
      now,
    );
    expect(link).toEqual({
      conversationId: c.id,
      createdAt: now.toISOString(),
      expiresAt: in30Days.toISOString(),
      revokedAt: null,
    });
    expect(await findShareByTokenHash(db, tokenHash)).toEqual({ ...link, userId: user.id });
    expect(
      await createShare(db, {
        userId: other.id,
        conversationId: c.id,
        tokenHash: hash(),
        expiresAt: in30Days,
      }),
    ).toBeNull();
    expect(await findShareByTokenHash(db, hash())).toBeNull();
  });

  it("finds the live link until it expires or is revoked", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const key = { userId: user.id, conversationId: c.id };
    const tokenHash = hash();
    await createShare(db, { ...key, tokenHash, expiresAt: in30Days }, now);
    expect(await findLiveShare(db, key, now)).toMatchObject({ expiresAt: in30Days.toISOString() });
    expect(await findLiveShare(db, key, in30Days)).toBeNull();
    expect(await revokeShares(db, { userId: 999_999, conversationId: c.id }, now)).toBe(0);
    expect(await revokeShares(db, key, now)).toBe(1);
    expect(await findLiveShare(db, key, now)).toBeNull();
    expect((await findShareByTokenHash(db, tokenHash))?.revokedAt).toBe(now.toISOString());
    expect(await revokeShares(db, key, now)).toBe(0);
  });

  it("keeps token hashes unique and goes with the conversation", async () => {
    const user = await makeUser(db);
    const c = await createConversation(db, { userId: user.id });
    const tokenHash = hash();
    const input = { userId: user.id, conversationId: c.id, tokenHash, expiresAt: in30Days };
    await createShare(db, input);
    await expect(createShare(db, input)).rejects.toThrow(violates.unique);
    await deleteConversation(db, { userId: user.id, id: c.id });
    expect(await findShareByTokenHash(db, tokenHash)).toBeNull();
  });
});
