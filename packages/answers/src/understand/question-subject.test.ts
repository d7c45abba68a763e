import { describe, expect, it } from "vitest";
import { questionSubject } from "./question-subject.js";

describe("questionSubject", () => {
  it.each([
    ["baby sweating a lot at night", "child"],
    ["my 2 year old bites", "child"],
    ["feeling touched out and tired with a 10 month old", "parent"],
    ["night sweats postpartum", "parent"],
    ["my nipples hurt when she feeds", "parent"],
    ["going back to work tips", null],
    ["can i go jogging again after having a baby", "parent"],
    ["how do i shift the baby weight while breastfeeding", "parent"],
    ["since having the baby my back aches all the time", "parent"],
    // The parent's own sleep and rest, however the child is named.
    ["how can i get more sleep with a newborn", "parent"],
    ["should i sleep when the baby sleeps", "parent"],
    ["is it ok to ask grandma to watch the baby so i can nap", "parent"],
    ["how do i get my baby to sleep", "child"],
    ["can my baby sleep in my bed", "child"],
    // Working out is exercise; working out how or what is figuring something out.
    ["when can i start working out again", "parent"],
    // The parent's next pregnancy and guilt, however the child is named beside them.
    ["how long should we wait before trying for another, our son is 8 months", "parent"],
    ["is it ok to get pregnant again when my baby is 5 months old", "parent"],
    ["i feel guilty leaving my 10 month old at nursery", "parent"],
    ["how do i prepare my toddler for another baby", "child"],
    ["how do you work out adjusted age for a premature baby", "child"],
  ])("%s → %s", (q, subject) => {
    expect(questionSubject(q)).toBe(subject);
  });
});
