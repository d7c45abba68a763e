import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";
import { parseQuantities } from "./quantities.js";

// A count of separate illnesses over a period is not one illness lasting that long.
describe("illnesses counted over a period", () => {
  it.each([
    "my 1yo started daycare and has had like 4 colds in 2 months is that normal",
    "my 18 month old has had three ear infections over the last 6 weeks, is that a lot",
    "she's had 5 bugs in 3 months since nursery started, is that normal?",
    "our 2 year old has caught several colds in the past 3 months since starting preschool",
  ])("routine: %j", (q) => expect(category(q)).toBe("routine"));

  it("keeps a duration told as one illness", () => {
    expect(parseQuantities("vomited 6 times in 2 days").durationsHours).toEqual([48]);
    expect(category("she's had a cold for 2 weeks and it's getting worse")).toBe("urgent");
  });

  it.each(["she's been sick for 2 weeks and now floppy"])("still an emergency: %j", (q) =>
    expect(category(q)).toBe("emergency"),
  );
});
