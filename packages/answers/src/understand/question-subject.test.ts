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
  ])("%s → %s", (q, subject) => {
    expect(questionSubject(q)).toBe(subject);
  });
});
