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

  // Blind TF5-053 and TF5-058: a sore throat's swollen glands and a first wheeze with a cold were
  // read as anaphylaxis. Swelling of the glands is not the throat's; "first time" is an exposure
  // only when something was eaten, or no infection explains the wheeze.
  it.each([
    "6 yr old sore throat, temp, swollen glands no cough at all, tonsils have white bits",
    "my 4 year old has a sore throat and her tonsils are really swollen with white spots, fever 39",
    "sore throat and glands up in his neck, temp 38.5, is it strep?",
    "7yo, throat hurts, glands are swollen and he has a fever",
    "first time hes wheezy with a cold, breathing a bit faster but not pulling in, eating ok",
    "9 month old wheezing for the first time, has a cold and runny nose, feeding ok",
    "his first wheeze, got a virus, 18 months, not struggling",
    "first time she's had a chesty cough and a bit of a wheeze, 2 years old, eating fine",
  ])("not anaphylaxis without an exposure: %j", (question) => {
    expect(flags(question)).not.toContain("anaphylaxis");
    expect(category(question)).not.toBe("emergency");
  });

  it.each([
    "throat is swollen and she cant swallow after eating a cashew",
    "first time eating hummus and now wheezy and lips swelling",
    "had a cold all week, after eating egg for the first time her throat is swelling and shes wheezy",
    "first time trying fish and now wheezing and coughing, 10 months",
    "first time hes wheezy with a cold, eating ok, had some peanut butter at lunch",
  ])("an exposure with breathing or swelling signs is still anaphylaxis: %j", (question) => {
    expect(flags(question)).toContain("anaphylaxis");
  });
});
