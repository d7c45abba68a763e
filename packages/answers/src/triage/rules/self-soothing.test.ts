import { describe, expect, it } from "vitest";
import { category } from "../test-helpers.js";

// Head banging or rocking as a bedtime habit is self-soothing, not a knock to the head; a knock
// with warning signs after it still alarms.
describe("head banging to get to sleep", () => {
  it.each([
    "my 14m bangs his head against the cot when hes going to sleep, is something wrong",
    "my 2 year old rocks and bangs her head on the mattress to get to sleep every night",
    "he headbangs the crib at bedtime, is this normal for 10 month old",
    "my toddler keeps banging his head on the headboard to settle, should i worry",
    "my 9 month old bangs her head against the cot bars every time we put him down for a nap",
  ])("routine: %j", (q) => expect(category(q)).toBe("routine"));

  it.each([
    "he hit his head on the cot and now he's really sleepy and vomiting",
    "he banged his head on the cot going to sleep and now he's vomiting and drowsy",
  ])("still an emergency: %j", (q) => expect(category(q)).toBe("emergency"));
});
