import { describe, expect, it } from "vitest";
import { splitClauses, splitFineClauses } from "./clauses.js";
import { buildFacts } from "./facts.js";
import { triage } from "./triage.js";

// A decimal point is not a full stop, and a bare number said of the child is an age in years.

describe("clauses keep decimals whole", () => {
  it.each([
    ["temp was 38.4 this morning. now hes fine", ["temp was 38.4 this morning", "now hes fine"]],
    ["she read 39.2 at 2am! gave calpol", ["she read 39.2 at 2am", "gave calpol"]],
    ["weighs 6.5 kg; feeding ok", ["weighs 6.5 kg", "feeding ok"]],
    ["it went up to 40.1. then down", ["it went up to 40.1", "then down"]],
  ])("%j", (text, clauses) => {
    expect(splitClauses(text)).toEqual(clauses);
  });
  it("and with every comma", () => {
    expect(splitFineClauses("she had 39.2 last week, now 37.5")).toEqual([
      "she had 39.2 last week",
      "now 37.5",
    ]);
  });
  it("a young baby's fever told after a history clause keeps its decimals", () => {
    expect(triage("my 6 week old had a cold last month. today she is 38.4").urgency).toBe(
      "emergency",
    );
  });
});

describe("a bare number said of the child is an age in years", () => {
  it.each([
    ["hes 2 and totally fine otherwise", 24],
    ["she is 5, wakes with leg pain", 60],
    ["my daughter is 3 and has a rash", 36],
    ["he's only 4 but snores loudly", 48],
  ])("%j", (text, months) => {
    expect(buildFacts(text, null).textAgeMonths).toBe(months);
  });
  it.each(["she's 6.5kg and feeding well", "my wife is 32 and unwell", "hes 38.4 now"])(
    "not an age: %j",
    (text) => {
      expect(buildFacts(text, null).textAgeMonths).toBeNull();
    },
  );
  it("a named age wins over a bare number", () => {
    expect(buildFacts("my 7 week old, hes 2 days off his jabs", null).textAgeMonths).toBeCloseTo(
      1.6,
      1,
    );
  });
});
