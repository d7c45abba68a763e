import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

describe("an episode told with the month it happened is over", () => {
  it.each([
    "my daughter had a febrile convulsion in may, what should i do next time?",
    "we ended up in A&E in march with his croup, how do i tell if its coming back and what do i do at home, hes 2.5",
    "he had a fit with a fever back in january, the doctor said febrile seizure, will he have more?",
    "she stopped breathing and went blue during a chest infection last winter, how do i know if it happens again",
  ])("%j is not an alarm", (q) => {
    expect(category(q)).not.toBe("emergency");
  });

  it.each([
    "he had a seizure in may and hes fitting again now",
    "she had croup in march and now shes struggling to breathe with a whistle when she breathes in at rest",
  ])("danger now still alarms: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
