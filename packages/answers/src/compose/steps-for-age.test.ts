import { describe, expect, it } from "vitest";
import { protocol } from "../protocols/load-protocols.js";
import { statedAgeMonths, stepsForAge } from "./steps-for-age.js";

const choking = () => {
  const sign = protocol("choking").signs.find((s) => s.id === "choking");
  if (!sign) throw new Error("choking sign missing");
  return sign.whileWaiting;
};
const infantStep = (steps: readonly string[]) => steps.some((s) => /under 1 year/i.test(s));
const childStep = (steps: readonly string[]) => steps.some((s) => /over 1 year/i.test(s));

describe("stepsForAge", () => {
  it("shows only the infant steps for a baby under 1", () => {
    for (const age of [0.25, 3, 10, 11.9]) {
      const steps = stepsForAge(choking(), age);
      expect(infantStep(steps)).toBe(true);
      expect(childStep(steps)).toBe(false);
    }
  });

  it("shows only the child steps from the first birthday on", () => {
    for (const age of [12, 18, 30, 48]) {
      const steps = stepsForAge(choking(), age);
      expect(childStep(steps)).toBe(true);
      expect(infantStep(steps)).toBe(false);
    }
  });

  it("keeps every step, in order, when the age is not known", () => {
    expect(stepsForAge(choking(), null)).toEqual(choking());
  });

  it("keeps the steps that name no age band", () => {
    const steps = stepsForAge(choking(), 24);
    expect(steps.length).toBe(choking().length - 1);
    expect(steps.some((s) => /keep coughing/i.test(s))).toBe(true);
  });

  it("reads bands in months and 'older than' as well", () => {
    const steps = ["Baby younger than 6 months: a", "Child older than 6 months: b", "c"];
    expect(stepsForAge(steps, 4)).toEqual(["Baby younger than 6 months: a", "c"]);
    expect(stepsForAge(steps, 6)).toEqual(["Child older than 6 months: b", "c"]);
  });
});

describe("statedAgeMonths", () => {
  it("takes the one age the parent wrote, in any common form", () => {
    expect(statedAgeMonths(["my 2 yr old is choking on a grape"])).toBe(24);
    expect(statedAgeMonths(["18mo choking", "still cant breathe"])).toBe(18);
    expect(statedAgeMonths(["10 month old choking cant breathe"])).toBe(10);
  });

  it("reads ages written in words, as the answer side does", () => {
    expect(statedAgeMonths(["shes three and choking on a grape"])).toBe(36);
    expect(statedAgeMonths(["my son just turned 2, he swallowed something and cant breathe"])).toBe(
      24,
    );
    expect(statedAgeMonths(["she is two and a half", "now shes choking"])).toBe(30);
  });

  it("gives no age for none, or for two children of different ages", () => {
    expect(statedAgeMonths(["baby choking"])).toBeNull();
    expect(statedAgeMonths(["my 4yo and her 8 month old brother, one is choking"])).toBeNull();
  });
});
