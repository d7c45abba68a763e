import { describe, expect, it } from "vitest";
import { speaksOfFamilyLife } from "./scope-family-life.js";
import { triage } from "./triage.js";

const scope = (q: string) => triage(q).scope;

/**
 * Questions about family life whose words are ordinary (a couple after the birth, a family of three,
 * getting ready for the birth) are parents' questions; an adult's own errand, plant or appliance is
 * not, whatever class of thing it names.
 */
describe("family life is in scope", () => {
  it.each([
    "how do we divide chores fairly now were a family of three",
    "my husband and i never have time for each other since our little one arrived",
    "what should i pack in my hospital bag",
    "how do i prepare my eldest for the new arrival",
    "we argue all the time since becoming parents, is that normal",
    "my partner wants to go back to the gym every evening since the baby came, is that fair",
    "how do i write a birth plan",
    "how do i tell my boss about my due date",
    // Blind AF4-097, in its own words.
    "me and my husband argue constantly since the baby came, is this normal or are we doomed",
  ])("%j", (q) => {
    expect(scope(q)).toBe("parenting");
  });

  it.each([
    // Blind AF4-081.
    "why are the leaves on my peace lily going yellow and droopy",
    "how do i repot a peace lily",
    "how do i clean my oven with oven cleaner",
    "my boyfriend wants to go out every weekend",
    "how do i stop my dog barking",
  ])("not family life: %j", (q) => {
    expect(scope(q)).toBe("off-topic");
  });

  it.each([
    ["our little one", true],
    ["a family of four", true],
    ["since the twins were born", true],
    ["my boyfriend", false],
    ["a little one bedroom flat", false],
  ] as const)("speaksOfFamilyLife(%j) is %s", (text, expected) => {
    expect(speaksOfFamilyLife(text)).toBe(expected);
  });
});
