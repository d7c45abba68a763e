import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.js";
import { compilePattern, matchesPattern } from "./pattern.js";

const m = (pattern: string, text: string) =>
  matchesPattern(tokenize(text), compilePattern(pattern));

describe("phrase patterns", () => {
  it("matches adjacent slots", () => {
    expect(m("not breathe", "he is not breathing")).toBe(true);
    expect(m("not breathe", "not really breathing")).toBe(false);
  });

  it("allows the given gap", () => {
    expect(m("not ~2 breathe", "not really breathing")).toBe(true);
    expect(m("not ~1 breathe", "not at all really breathing")).toBe(false);
  });

  it("keeps a '_N' gap in one clause", () => {
    expect(m("yellow _2 stool", "her yellow runny poo")).toBe(true);
    expect(m("yellow _2 stool", "still yellow. also her poos are pale")).toBe(false);
    expect(m("yellow ~2 stool", "still yellow. also her poos are pale")).toBe(true);
  });

  it("supports alternatives, optional slots, raw words and word classes", () => {
    expect(m("blue|grey ~3 lips", "grey around the lips")).toBe(true);
    expect(m("very? fast ~2 breathe", "fast breathing")).toBe(true);
    expect(m("=limp", "limping")).toBe(false);
    expect(m("@NEG ~2 breathe", "stopped breathing")).toBe(true);
  });

  it("rejects malformed patterns", () => {
    expect(() => compilePattern("@NOPE breathe")).toThrow(/Unknown word class/);
    expect(() => compilePattern("a? b?")).toThrow(/no required slot/);
    expect(() => compilePattern("")).toThrow();
  });
});
