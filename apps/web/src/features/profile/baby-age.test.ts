import { describe, expect, it } from "vitest";
import {
  ageInMonths,
  ageInMonthsToDateOfBirth,
  babySummary,
  formatBabyAge,
  SUMMARY_MONTH_MS,
  toDateInputValue,
} from "./baby-age";

const NOW = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const DAY = 86_400_000;

describe("age in months → date of birth (onboarding)", () => {
  it.each([
    [0, "2025-06-01T00:00:00.000Z"],
    [1, "2025-05-01T00:00:00.000Z"],
    [6, "2024-12-01T00:00:00.000Z"],
    [12, "2024-06-01T00:00:00.000Z"],
    [36, "2022-06-01T00:00:00.000Z"],
  ])("%i months is the first day of that month", (months, expected) => {
    expect(ageInMonthsToDateOfBirth(months, NOW)).toBe(expected);
  });

  it("crosses year boundaries", () => {
    expect(ageInMonthsToDateOfBirth(2, new Date("2025-01-31T10:00:00Z"))).toBe(
      "2024-11-01T00:00:00.000Z",
    );
  });
});

describe("top-bar baby summary", () => {
  it("uses whole 2 630 016 000 ms months", () => {
    expect(SUMMARY_MONTH_MS).toBe(2_630_016_000);
    expect(babySummary({ name: "Emma", dateOfBirth: ago(3 * SUMMARY_MONTH_MS) }, NOW)).toBe(
      "Baby Emma, 3 months",
    );
    expect(babySummary({ name: "Emma", dateOfBirth: ago(3 * SUMMARY_MONTH_MS - 1) }, NOW)).toBe(
      "Baby Emma, 2 months",
    );
    expect(babySummary({ name: "Emma", dateOfBirth: ago(1 * SUMMARY_MONTH_MS + DAY) }, NOW)).toBe(
      "Baby Emma, 1 month",
    );
    expect(babySummary({ name: "Emma", dateOfBirth: ago(DAY) }, NOW)).toBe("Baby Emma, 0 months");
  });

  it("says 'Your baby' without a name and leaves out months without a date", () => {
    expect(babySummary({ name: null, dateOfBirth: ago(5 * SUMMARY_MONTH_MS) }, NOW)).toBe(
      "Your baby, 5 months",
    );
    expect(babySummary({ name: "  " }, NOW)).toBe("Your baby");
    expect(babySummary({ name: "Noah", dateOfBirth: null }, NOW)).toBe("Baby Noah");
  });
});

describe("settings age display", () => {
  it.each([
    [null, "Not specified"],
    [ago(3 * DAY), "0 weeks"],
    [ago(7 * DAY), "1 week"],
    [ago(20 * DAY), "2 weeks"],
    [ago(31 * DAY), "1 month"],
    [ago(100 * DAY), "3 months"],
    [ago(360 * DAY), "11 months"],
    [ago(366 * DAY), "1 year"],
    [ago(450 * DAY), "1 year, 2 months"],
    [ago(731 * DAY), "2 years"],
    [ago(800 * DAY), "2 years, 2 months"],
  ])("shows %s as %s", (dob, text) => {
    expect(formatBabyAge(dob, NOW)).toBe(text);
  });

  it("reads a bare calendar date as that day, not the day before", () => {
    expect(toDateInputValue("2025-03-04")).toBe("2025-03-04");
    expect(toDateInputValue("2025-03-01T00:00:00.000Z")).toBe("2025-03-01");
    expect(toDateInputValue(null)).toBe("");
  });

  it("counts months as elapsed days / 30.44", () => {
    expect(ageInMonths(ago(30 * DAY), NOW)).toBe(0);
    expect(ageInMonths(ago(31 * DAY), NOW)).toBe(1);
    expect(ageInMonths(ago(61 * DAY), NOW)).toBe(2);
    expect(ageInMonths(undefined, NOW)).toBeNull();
    expect(ageInMonths("not a date", NOW)).toBeNull();
  });
});
