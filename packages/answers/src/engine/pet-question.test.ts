import { describe, expect, it } from "vitest";
import { isPetTraining } from "./pet-question.js";

describe("isPetTraining", () => {
  it.each([
    "how do i train my new puppy to stop chewing my daughter's shoes",
    "our dog pulls on the lead when we walk with the pram, how do i train him",
    "any tips for crate training a rescue dog? we have a toddler too",
    "how do i teach the cat to stay off the kids beds",
  ])("a question about training a pet: %j", (q) => {
    expect(isPetTraining(q)).toBe(true);
  });

  it.each([
    "my dog snapped at the baby, how do i train him to be gentle",
    "the puppy keeps jumping on my toddler, how do we train her to stop",
    "is it safe to have a cat around a newborn",
    "my son is scared of dogs, how do i help him",
    "how do i potty train my 2 year old",
  ])("not one when a child is at risk or the pet is not trained: %j", (q) => {
    expect(isPetTraining(q)).toBe(false);
  });
});
