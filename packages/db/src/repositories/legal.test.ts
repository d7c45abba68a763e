import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/fixtures";
import { createTestDatabase } from "../client";
import type { Database } from "../schema";
import { acceptLegal, findLegalAcceptance } from "./legal";

let db: Kysely<Database>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe("legal acceptance", () => {
  it("records one acceptance per user and refreshes it for a newer version", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    expect(await findLegalAcceptance(db, user.id)).toBeNull();
    await acceptLegal(db, user.id, "2025-01", new Date("2025-06-01T00:00:00.000Z"));
    expect(await findLegalAcceptance(db, user.id)).toEqual({
      acceptedAt: "2025-06-01T00:00:00.000Z",
      version: "2025-01",
    });
    await acceptLegal(db, user.id, "2025-07", new Date("2025-07-02T00:00:00.000Z"));
    expect(await findLegalAcceptance(db, user.id)).toEqual({
      acceptedAt: "2025-07-02T00:00:00.000Z",
      version: "2025-07",
    });
    expect(await findLegalAcceptance(db, other.id)).toBeNull();
  });
});
