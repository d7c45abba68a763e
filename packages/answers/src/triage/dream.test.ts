import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

// A dream is set aside like history (clauses.ts): it happened to no one.
describe("a dream is told as a dream", () => {
  it.each([
    // Blind TF5-100.
    "he stopped breathing in my dream last night and i woke up panicking and checked him, hes totally fine. how do i stop this anxiety",
    "i had a nightmare that she choked and went blue, now i cant stop checking her, is this normal anxiety",
    "i keep dreaming about him drowning in the bath, how do i stop these dreams",
    "dreamt my 4 month old was having a seizure, woke up in a sweat, she was fast asleep and fine",
  ])("%j is not an alarm", (q) => {
    expect(category(q)).not.toBe("emergency");
  });

  it.each([
    "i had a bad dream and woke up, checked on him and hes not breathing and blue",
    "in my dream she fell, then i woke up and she really has fallen out of bed and isnt responding",
  ])("what is found on waking still alarms: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
