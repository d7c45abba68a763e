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

  // Swelling told in everyday size words, with a cough or wheeze after a food (T6 t6-078).
  it.each([
    "she had a cashew and now her lips are massive and shes coughing a lot",
    "ate peanut butter and his lips are huge and he's wheezy",
    "had egg for the first time, her face has blown up and she's coughing",
    "after the prawns his lips puffed up like balloons and he keeps coughing",
    "tried hummus and now she has a massive fat lip and a cough",
    "after the satay her lips went really big and she keeps coughing",
    "ate peanut butter and her lips went really big and she's coughing",
  ])("size words for swelling with a second system are anaphylaxis: %j", (question) => {
    expect(flags(question)).toContain("anaphylaxis");
  });

  it.each([
    "she fell off the sofa and has a fat lip",
    "my baby's eyes are huge and she loves staring at me",
    "he ate a massive plate of eggs and has a cough",
    "her face looks huge in her new hat",
    "his lips are so big and cute",
  ])("size words without an allergic reaction stay calm: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });

  it("puffy lips after a food with no cough and fine breathing is the milder reaction", () => {
    const q = "had a cashew and her lips look a bit puffy, no cough, breathing fine";
    expect(category(q)).toBe("urgent");
    expect(flags(q)).toContain("allergic-reaction");
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
