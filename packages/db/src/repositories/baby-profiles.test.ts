import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { findBabyProfile, saveBabyProfile } from "./baby-profiles";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("baby profiles", () => {
  it("creates the one profile, then updates only the fields given", async () => {
    const user = await makeUser(db);
    expect(await findBabyProfile(db, user.id)).toBeNull();
    const created = await saveBabyProfile(
      db,
      user.id,
      { name: "Mia", dateOfBirth: "2025-01-01", feedingType: "formula" },
      new Date("2025-06-01T00:00:00.000Z"),
    );
    expect(created).toEqual({
      isNew: true,
      profile: {
        name: "Mia",
        dateOfBirth: "2025-01-01",
        feedingType: "formula",
        conditions: null,
        allergies: null,
        weight: null,
        height: null,
        createdAt: "2025-06-01T00:00:00.000Z",
        updatedAt: "2025-06-01T00:00:00.000Z",
      },
    });

    const updated = await saveBabyProfile(
      db,
      user.id,
      { allergies: "Peanuts", weight: "7.5", feedingType: null },
      new Date("2025-06-02T00:00:00.000Z"),
    );
    expect(updated.isNew).toBe(false);
    expect(updated.profile).toMatchObject({
      name: "Mia",
      dateOfBirth: "2025-01-01",
      feedingType: null,
      allergies: "Peanuts",
      weight: "7.5",
      createdAt: "2025-06-01T00:00:00.000Z",
      updatedAt: "2025-06-02T00:00:00.000Z",
    });
    expect(await findBabyProfile(db, user.id)).toEqual(updated.profile);
  });

  it("keeps profiles per user", async () => {
    const a = await makeUser(db);
    const b = await makeUser(db);
    await saveBabyProfile(db, a.id, { name: "Ava" });
    expect(await findBabyProfile(db, b.id)).toBeNull();
    expect((await saveBabyProfile(db, b.id, { name: "Ben" })).isNew).toBe(true);
    expect((await findBabyProfile(db, a.id))?.name).toBe("Ava");
  });
});
