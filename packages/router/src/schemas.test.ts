import { describe, expect, it } from "vitest";
import { MAX_ID, idSchema } from "./schemas";

describe("idSchema", () => {
  it("takes ids up to the largest a PostgreSQL integer column holds, as numbers or digits", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it("refuses ids no database row can have, instead of letting PostgreSQL fail on them", () => {
    for (const id of [MAX_ID + 1, String(MAX_ID + 1), "99999999999", 0, -1, 1.5, "01", "1e3"])
      expect(idSchema.safeParse(id).success, String(id)).toBe(false);
  });
});
