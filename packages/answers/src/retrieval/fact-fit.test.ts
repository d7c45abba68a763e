import { describe, expect, it } from "vitest";
import { asksDefinition, facetFit } from "./fact-fit.js";

describe("facetFit: a quantity is counted or measured", () => {
  it.each([
    "After the first few days, expect at least 6 wet diapers a day",
    "6 or more heavy, wet nappies a day",
    "three meals and two or three snacks",
    "A couple of planned snacks a day",
    "About 2 to 3 cups (480 to 720 ml) a day",
    "Many use 50 words or more at 2",
    "Breastfed babies need 400 IU of vitamin D a day as drops",
    "Take 10 micrograms of vitamin D every day",
    "a tablet of 400 mcg of folic acid",
    "keep caffeine under 200 milligrams a day",
  ])("%j states one", (text) => {
    expect(facetFit(text, "quantity")).toBe(1);
  });

  it.each([
    "After about 6 weeks, breastfed babies may poop less often",
    "keeps for 4 days in the fridge",
    "one of the first words a baby says",
    "about 11 to 14 hours of sleep in 24 hours, including naps",
    "Breast milk is about 87% water",
  ])("%j states none", (text) => {
    expect(facetFit(text, "quantity")).toBe(0);
  });
});

describe("facetFit: an age", () => {
  it.each(["children younger than 6 should not", "not before age 2", "from 6 months"])(
    "%j states one",
    (text) => expect(facetFit(text, "age")).toBe(1),
  );
  it.each(["climbing age-appropriate playground equipment", "running and dancing"])(
    "%j states none",
    (text) => expect(facetFit(text, "age")).toBe(0),
  );
});

describe("asksDefinition", () => {
  it.each(["What is cradle cap?", "What are night terrors?", "What is a tongue tie?"])(
    "%j defines",
    (q) => expect(asksDefinition(q)).toBe(true),
  );
  it.each([
    "What is the best thing for cradle cap?",
    "What is normal for a 2 year old's speech at this age?",
    "How do I treat cradle cap?",
  ])("%j does not", (q) => expect(asksDefinition(q)).toBe(false));
});
