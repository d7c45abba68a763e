import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("allergy rules", () => {
  it.each([
    ["ate peanut butter for the first time and his lips and tongue are swelling up", "anaphylaxis"],
    ["hives all over after egg and she is wheezing", "anaphylaxis"],
    ["face swelling and voice is hoarse after trying shrimp", "anaphylaxis"],
    ["throat feels tight after eating a cashew", "anaphylaxis"],
    ["stung by a bee and now pale and floppy", "anaphylaxis"],
    ["hives on her face after first time trying egg", "allergic-reaction"],
    ["lip a bit swollen after peanut puffs", "allergic-reaction"],
    ["allergic reaction to amoxicillin rash everywhere", "allergic-reaction"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it("a mild reaction is urgent, not an emergency", () => {
    expect(category("hives after eggs, breathing fine, no swelling of the tongue")).toBe("urgent");
  });

  it.each([
    "when to introduce peanut butter to baby",
    "how to introduce eggs",
    "does my baby have a milk allergy or reflux",
  ])("stays calm about allergen questions: %j", (question) => {
    expect(["emergency", "urgent"]).not.toContain(category(question));
  });
});
