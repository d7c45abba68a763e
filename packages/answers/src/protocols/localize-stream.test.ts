import { describe, expect, it } from "vitest";
import { createLocalizeStream } from "./localize-stream.js";
import { localize } from "./regions.js";

const ANSWER =
  "If she stops breathing, call 911 now. For a fever above 104, call your pediatrician today; " +
  "if she is floppy, go to the emergency department or call 911. Keep her cool " +
  "[1](https://example.org/911-fever). Poison Control at 1-800-222-1222 can help too.";

/** The answer pushed in `size`-character pieces, and what the stream gave out, joined. */
function streamed(region: "UK" | "IE" | "US", size: number): { pieces: string[]; shown: string } {
  const stream = createLocalizeStream(region);
  const pieces: string[] = [];
  for (let i = 0; i < ANSWER.length; i += size) pieces.push(stream.push(ANSWER.slice(i, i + size)));
  return { pieces, shown: pieces.join("") };
}

describe("createLocalizeStream", () => {
  it.each([1, 2, 3, 7, 40])(
    "gives out the region's wording, a prefix of the stored answer, in pieces of %i",
    (size) => {
      for (const region of ["UK", "IE"] as const) {
        const { shown } = streamed(region, size);
        const stored = localize(ANSWER, region);
        expect(stored.startsWith(shown)).toBe(true);
        expect(shown.replace(/\]\([^)]*\)?/g, "]")).not.toMatch(
          /\b911\b|pediatrician|Poison Control/,
        );
        // Only the end is held back.
        expect(shown.length).toBeGreaterThan(stored.length - 60);
      }
      expect(streamed("UK", size).shown).toContain("call 999 now");
    },
  );

  it("never gives out a number that becomes 999 later, even split as 9, 1, 1", () => {
    const stream = createLocalizeStream("UK");
    const out = ["Call 9", "1", "1 at once if she turns blue or stops breathing for long."]
      .map((piece) => stream.push(piece))
      .join("");
    expect(out).toMatch(/^Call 999 at once if she/);
  });

  it.each([1, 3, 8])(
    "reads an answer of many lines as the stored answer has it, in pieces of %i",
    (size) => {
      const lines = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? "" : `Line ${i}: call your pediatrician, or 911 if she is floppy.`,
      );
      const answer = `${lines.join("\n")}\nLast: call 911`;
      const stream = createLocalizeStream("UK");
      let shown = "";
      for (let i = 0; i < answer.length; i += size) shown += stream.push(answer.slice(i, i + size));
      const stored = localize(answer, "UK");
      expect(stored.startsWith(shown)).toBe(true);
      expect(shown.length).toBeGreaterThan(stored.length - 60);
      expect(shown).toContain("Line 28: call your GP or health visitor, or 999 if she is floppy.");
    },
  );

  it("passes the default region's text straight through", () => {
    const { pieces } = streamed("US", 5);
    expect(pieces.join("")).toBe(ANSWER);
    expect(pieces.every((p) => p.length === 5 || p === pieces.at(-1))).toBe(true);
  });
});
