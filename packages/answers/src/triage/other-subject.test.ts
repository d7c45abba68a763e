import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

describe("a pet as the subject", () => {
  it.each([
    "my cat is not breathing properly",
    "my dog ate chocolate what do i do",
    "my hamster swallowed a bit of plastic",
    "our puppy is shaking and wont wake up",
  ])("refuses questions about a pet: %j", (q) => {
    expect(category(q)).toBe("off-topic");
  });

  it.each([
    "the dog bit my toddler and its bleeding a lot",
    "my dog knocked the baby over and she hit her head and is being sick",
    "the cat was lying on the baby's face and she went blue",
  ])("keeps emergencies where a pet and a child are involved: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });

  it.each([
    "bitten by the neighbour's dog on the leg, two little puncture marks",
    "got scratched by our kitten on the cheek yesterday and now it's red and swollen",
    "nipped by a friend's puppy on the finger, skin broken",
  ])("reads a bite or scratch by a pet as the child's: %j", (q) => {
    expect(category(q)).toBe("urgent");
  });
});
