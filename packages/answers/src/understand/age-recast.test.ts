import { describe, expect, it } from "vitest";
import { recastsForAge } from "./age-recast.js";

describe("recastsForAge", () => {
  it("reads a turn that only describes the child as the earlier question asked again", () => {
    expect(recastsForAge("he's 4 now and has just started nursery")).toBe(true);
    expect(recastsForAge("she turned 3 last week and the other children laugh at her")).toBe(true);
  });

  it("reads a turn that asks whether the new age changes the answer as asked again", () => {
    expect(recastsForAge("oh he's really 7 months, does that change anything?")).toBe(true);
    expect(recastsForAge("mine is 16 months and still doesn't wave, is that too late?")).toBe(true);
    expect(recastsForAge("she is 9 weeks actually. still the same advice?")).toBe(true);
  });

  it("leaves a turn that asks something of its own", () => {
    expect(recastsForAge("she's 4, how do I stop the other kids teasing her?")).toBe(false);
    expect(recastsForAge("he's 2 now, when should he see a dentist?")).toBe(false);
    expect(recastsForAge("what should a 10 month old eat")).toBe(false);
  });
});
