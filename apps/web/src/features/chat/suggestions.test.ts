import { describe, expect, it } from "vitest";
import { SUGGESTIONS, ageBand, suggestionHeading, suggestionsFor } from "./suggestions";

const CATEGORIES = ["Feeding", "Sleep", "Development", "Behavior", "Health", "Safety"];

describe("suggested questions", () => {
  it("has eight distinct questions with an icon and a known category in each of the five bands", () => {
    expect(Object.keys(SUGGESTIONS)).toEqual(["0-2", "3-5", "6-8", "9-11", "12+"]);
    for (const band of Object.values(SUGGESTIONS)) {
      expect(band).toHaveLength(8);
      expect(new Set(band.map((s) => s.text)).size).toBe(8);
      for (const suggestion of band) {
        expect(CATEGORIES).toContain(suggestion.category);
        expect(suggestion.icon).toBeTruthy();
        expect(suggestion.text.length).toBeGreaterThan(10);
      }
    }
  });

  it.each([
    [null, "0-2"],
    [0, "0-2"],
    [2, "0-2"],
    [3, "3-5"],
    [5, "3-5"],
    [6, "6-8"],
    [8, "6-8"],
    [9, "9-11"],
    [11, "9-11"],
    [12, "12+"],
    [30, "12+"],
  ] as const)("puts %s months in band %s", (months, band) => {
    expect(ageBand(months)).toBe(band);
    expect(suggestionsFor(months)).toBe(SUGGESTIONS[band]);
  });

  it.each([
    [null, "How can I help you today?"],
    [0, "Questions for your newborn"],
    [1, "Questions for your 1-month-old"],
    [2, "Questions for your 2-month-old"],
    [7, "Questions for your 7-month-old"],
    [11, "Questions for your 11-month-old"],
    [12, "Questions for your 1-year-old"],
    [24, "Questions for your 2-year-old"],
    [13, "Questions for your little one (1 year, 1 month)"],
    [27, "Questions for your little one (2 years, 3 months)"],
  ] as const)("heads %s months with %j", (months, heading) => {
    expect(suggestionHeading(months)).toBe(heading);
  });
});
