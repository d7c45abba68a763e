import { describe, expect, it } from "vitest";
import { titleFromQuestion } from "./conversation-title";

describe("titleFromQuestion", () => {
  it("keeps a short question whole, with whitespace collapsed", () => {
    expect(titleFromQuestion("  How much   should\n she eat? ")).toBe("How much should she eat?");
    const sixty = "a".repeat(25) + " " + "b".repeat(34);
    expect(titleFromQuestion(sixty)).toBe(sixty);
  });

  it("cuts a long question at a word boundary, within 60 characters with the ellipsis", () => {
    const title = titleFromQuestion(
      "When should I start giving my baby solid foods, and which foods are best to start with?",
    );
    expect(title).toBe("When should I start giving my baby solid foods, and which…");
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it("drops punctuation left dangling at the cut", () => {
    expect(titleFromQuestion(`${"word ".repeat(11)}end, more words here to cut`)).toMatch(/end…$/);
  });

  it("cuts a single enormous word mid-word", () => {
    const title = titleFromQuestion("x".repeat(100));
    expect(title).toBe(`${"x".repeat(59)}…`);
  });

  it("drops control and text-direction characters", () => {
    expect(titleFromQuestion("Fever\u0000 at \u202enight\u202c?")).toBe("Fever at night ?");
  });
});
