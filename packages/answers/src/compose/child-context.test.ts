import { describe, expect, it } from "vitest";
import { personalised } from "./child-context.js";

describe("personalised", () => {
  it("gives a visitor's stated age (no profile) to the personal lines", () => {
    expect(personalised(null, 48)).toEqual({ name: null, ageMonths: 48 });
    // A loose word ("toddler") or no age at all says nothing about this child.
    expect(personalised(null, 18, true)).toBeNull();
    expect(personalised(null, null)).toBeNull();
  });

  it("keeps the profile, and leaves its age out for a question about another age", () => {
    const mia = { name: "Mia", ageMonths: 4 };
    expect(personalised(mia, 4.5)).toBe(mia);
    expect(personalised(mia, 9)).toEqual({ name: "Mia", ageMonths: null });
    expect(personalised({ name: "Mia", ageMonths: null }, 9)).toEqual({
      name: "Mia",
      ageMonths: 9,
    });
  });
});
