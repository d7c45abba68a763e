import { describe, expect, it } from "vitest";
import { quickHeader } from "./quick-header.js";

describe("quickHeader", () => {
  it.each([
    // The child's own age, or one near it, or a band that holds it: the question as written.
    ["Is picky eating normal at 4?", 48, "Is picky eating normal at 4?"],
    ["How many words should a 2 year old say?", 24, "How many words should a 2 year old say?"],
    ["What time should bedtime be at 9 months?", 9.4, "What time should bedtime be at 9 months?"],
    ["What time should bedtime be at 9 months?", 10, "What time should bedtime be?"],
    [
      "My 11 month old screams when I leave the room, is that normal?",
      12,
      "My child screams when I leave the room, is that normal?",
    ],
    ["Is time out ok for a 2 or 3 year old?", 36, "Is time out ok for a 2 or 3 year old?"],
    ["Does pink eye need antibiotics?", 36, "Does pink eye need antibiotics?"],
    ["Is picky eating normal at 4?", null, "Is picky eating normal at 4?"],
    // Another age: left out, the rest of the question kept (a10-004, a10-006).
    ["Is picky eating normal at 4?", 36, "Is picky eating normal?"],
    [
      "My 3 week old feeds every hour in the evening, is my supply low?",
      0.3,
      "My baby feeds every hour in the evening, is my supply low?",
    ],
    [
      "How long should a time-out be for a 2 year old?",
      48,
      "How long should a time-out be for a child?",
    ],
    ["How much cow's milk at 12 months?", 20, "How much cow's milk?"],
    [
      "My 15 month old isn't walking yet, should I worry?",
      20,
      "My child isn't walking yet, should I worry?",
    ],
    ["How many naps at 6 months?", 3, "How many naps?"],
  ])("%s (child of %s months): %s", (question, age, header) => {
    expect(quickHeader(question, age)).toBe(header);
  });

  it("leaves the question out when its age cannot be taken out of it", () => {
    expect(quickHeader("Can babies under 6 months have water on hot days?", 9)).toBeNull();
  });
});
