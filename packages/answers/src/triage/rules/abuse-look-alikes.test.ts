import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

// Common harmless findings in their usual places are not signs of abuse: a walking child's bruises
// of different ages on the shins and knees, and a salmon patch (stork bite) that darkens with
// crying. The real red flags in the same words still call: a hidden place, a pattern, a baby who
// can't move about yet, a child who tells.

describe("bruises only where play reaches, on a child who moves about", () => {
  it.each([
    "my 20 month old has loads of bruises on both shins, yellow and purple ones, he climbs everything",
    "3 year old's knees and shins are covered in bruises of different colours, is that normal",
    "is it abuse? my 2yo has old and new bruises on her shins from the playground",
    "she's 4, bruises all over her lower legs, some green some blue, always running into stuff",
  ])("no abuse card: %j", (q) => {
    expect(flags(q)).not.toContain("suspected-physical-abuse");
    expect(category(q)).toBe("routine");
  });
  it.each([
    "toddler has bruises on his shins and his ears, different colours",
    "my 2 year old has finger shaped bruises on her shins",
    "my daughter has bruises on her back and bottom, some yellow and some purple, and nobody can tell me how",
    "my 18 month old has bruises on his knees and he says daddy hit him",
  ])("still the abuse card: %j", (q) => {
    expect(flags(q)).toContain("suspected-physical-abuse");
  });
  it("a bruise on a baby who can't move about yet is still the emergency", () => {
    expect(category("my 3 month old has a bruise on his shin")).toBe("emergency");
  });
});

describe("a salmon patch (stork bite), not a bruise", () => {
  it.each([
    "3 week old has a pink blotchy mark at the back of his neck, goes redder when he cries",
    "red patch on my newborn's eyelids and nape, is it a bruise from the birth",
    "2 month old, flat red mark under her hairline at the back of her neck, darker when she's crying",
    "10 day old has a pinky blotch between his eyebrows that gets brighter when he's upset",
  ])("no abuse card, no call: %j", (q) => {
    expect(flags(q)).not.toContain("suspected-physical-abuse");
    expect(category(q)).toBe("routine");
  });
  it.each([
    "red mark on the back of her neck, 6 month old, appeared after nursery",
    "my 2 week old has a bruise on the back of his neck that gets darker when he cries",
    "bruises on my 1 month old's ears",
  ])("still a call: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});
