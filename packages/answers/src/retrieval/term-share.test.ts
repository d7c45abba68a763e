import { describe, expect, it } from "vitest";
import { askedShare, stem, termShare } from "./term-share.js";

describe("termShare and stem", () => {
  it("matches word forms", () => {
    expect(stem("smiling")).toBe(stem("smile"));
    expect(stem("babies")).toBe(stem("baby"));
    expect(stem("gagging")).toBe(stem("gags"));
    expect(stem("napping")).toBe(stem("naps"));
    expect(stem("hitting")).toBe(stem("hit"));
    expect(stem("this")).toBe("this");
    expect(termShare("Gagging is a normal reflex.", { terms: ["gags"], weights: [1] })).toBe(1);
    expect(termShare("She smiles a lot", { terms: ["smiling"], weights: [1] })).toBe(1);
    expect(termShare("Nothing here", { terms: ["smiling", "a"], weights: [3, 1] })).toBe(0);
  });
});

describe("termShare", () => {
  it("finds a compound that joins two of the question's terms", () => {
    const terms = { terms: ["time", "bed"], weights: [1, 1] };
    expect(termShare("Choose a bedtime that suits your family.", terms)).toBe(1);
    expect(
      termShare("Choose a bedtime that suits your family.", { terms: ["bed"], weights: [1] }),
    ).toBe(0);
  });
});

describe("askedShare", () => {
  it("counts the share of the quick answer's own words the parent used", () => {
    const said = { terms: ["chickenpox"], weights: [3] };
    expect(askedShare("Is the chickenpox vaccine free on the NHS now?", said)).toBeCloseTo(0.25);
    expect(askedShare("Is chickenpox contagious?", { terms: ["chickenpox", "contagious"] })).toBe(
      1,
    );
  });
});
