import { describe, expect, it } from "vitest";
import { plainText, searchSnippet } from "./search-snippet";

describe("searchSnippet", () => {
  it("reads markdown and citation markers as plain words", () => {
    expect(plainText("## Sleep\n**Naps** help [1]. See [NHS](https://www.nhs.uk/).")).toBe(
      "Sleep Naps help. See NHS.",
    );
  });

  it("cuts around the first word starting with a term, at word boundaries", () => {
    const text = `${"early words ".repeat(10)}then the teething gel part ${"later words ".repeat(20)}`;
    const snippet = searchSnippet(text, ["teeth"]);
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("then the teething gel part");
    expect(
      snippet
        .replace(/…/g, "")
        .split(" ")
        .every((w) => /^[a-z]+$/.test(w)),
    ).toBe(true);
  });

  it("shows a short text whole", () => {
    expect(searchSnippet("Short answer about naps.", ["naps"])).toBe("Short answer about naps.");
  });
});
