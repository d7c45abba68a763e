import { describe, expect, it } from "vitest";
import { entryRegion, questionRegion } from "./question-region.js";

describe("questionRegion", () => {
  it.each([
    ["how much calpol can i give a 6 month old", "uk"],
    ["how much tylenol for a 9 month old", "us"],
    ["when should i ring 111 or go to a&e", "uk"],
    ["my baby has a fever", null],
    ["calpol or tylenol", null],
  ])("%s → %s", (q, region) => {
    expect(questionRegion(q)).toBe(region);
  });

  it("reads an entry's country from its title", () => {
    expect(entryRegion("Calpol and infant paracetamol (UK): how much to give by age")).toBe("uk");
    expect(entryRegion("Baby and toddler vaccinations in the UK (NHS schedule)")).toBe("uk");
    expect(entryRegion("Infant acetaminophen (Tylenol) dose by weight (US)")).toBe("us");
    expect(entryRegion("Teething")).toBeNull();
  });
});
