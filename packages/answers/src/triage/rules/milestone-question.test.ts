import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

// A6 a6-023: "is something wrong?" after a milestone not reached yet asks about development; the
// under-8-weeks "just not right" card needs a sign of illness.
describe("a milestone question is not a baby who seems unwell", () => {
  it.each([
    "6wk old not smiling yet, is something wrong?",
    "my 7 week old doesnt smile or coo yet, should i worry something is off",
    "is something wrong with her development, 5 weeks and no eye contact",
    "3 month old not rolling over yet, is something wrong with him",
    "4 week old, somethings not right, he hasnt smiled yet",
  ])("routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });

  it.each([
    ["6 week old not smiling and not feeding, something is wrong", "very-young-baby-not-right"],
    ["my 3 week old, somethings wrong", "very-young-baby-not-right"],
    ["something's wrong with my 6 week old, he's grunting", "very-young-baby-not-right"],
    [
      "6 week old hasnt smiled yet, feels hot and something is not right",
      "very-young-baby-not-right",
    ],
  ])("still alarms with a sign of illness: %j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });
});
