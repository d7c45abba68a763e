import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCitationStream, safeLength } from "./citation-stream.js";
import { formatCitations } from "./format-citations.js";
import type { Source } from "./types.js";

const sources: Source[] = [
  { url: "https://www.nhs.uk/baby/sleep/", title: "Safe sleep", description: "NHS" },
  { url: "https://www.cdc.gov/sids/", title: "SIDS", description: "CDC" },
];

/** Feeds `text` one piece at a time and returns what was shown after each piece. */
function shownAfterEachPiece(text: string, pieces: number[], options = { sources }): string[] {
  const stream = createCitationStream(options);
  const shown: string[] = [];
  let at = 0;
  for (const size of [...pieces, text.length]) {
    const chunk = text.slice(at, at + size);
    at += chunk.length;
    shown.push(stream.push(chunk).markdown);
    if (at >= text.length) break;
  }
  return shown;
}

/**
 * Pushes `text` in pieces of the sizes in `cuts` (the rest in one piece at the end) and calls
 * `check` with what the stream showed and the text pushed so far.
 */
function pushInPieces(
  stream: ReturnType<typeof createCitationStream>,
  text: string,
  cuts: number[],
  check: (shown: ReturnType<typeof formatCitations>, pushed: string) => void,
): void {
  let at = 0;
  for (const size of [...cuts, text.length]) {
    if (at >= text.length) break;
    const shown = stream.push(text.slice(at, at + size));
    at += size;
    check(shown, text.slice(0, at));
  }
}

/** A link, whose text may hold escapes and one level of brackets. */
const LINK = /\[(?:\\.|[^[\]\n\\]|\[(?:\\.|[^[\]\n\\])*\])*\]\([^)\n]*\)/g;

describe("createCitationStream", () => {
  it("never shows a half-written marker, tag or link, and ends as formatCitations", () => {
    const text =
      "Back to sleep [1]. Keep the cot near you [cdc], see [the guide](https://www.nhs.uk/baby/sleep/) [1, 2].";
    const stream = createCitationStream({ sources });
    const seen: string[] = [];
    for (const char of text) seen.push(stream.push(char).markdown);
    expect(seen).toContain("Back to sleep ");
    expect(seen).toContain("Back to sleep [1](https://www.nhs.uk/baby/sleep/).");
    for (const shown of seen) {
      expect(shown).not.toMatch(/\[\d*$|\[\d+(?:, ?\d*)?$|\[cd?c?$|\]\(https?:[^)]*$/);
      expect(shown).not.toMatch(/\[(?:cdc|the guide|1|1, 2)\](?!\()/);
    }
    expect(stream.end()).toEqual(formatCitations(text, { sources }));
    expect(stream.text).toBe(text);
  });

  it("holds '[1]' at the very end until the next character says it is not a link", () => {
    const stream = createCitationStream({ sources });
    expect(stream.push("Sleep on the back [1]").markdown).toBe("Sleep on the back ");
    expect(stream.push(".").markdown).toBe(
      "Sleep on the back [1](https://www.nhs.uk/baby/sleep/).",
    );
    expect(stream.current().sources).toEqual([sources[0]]);
  });

  it("shows finished paragraphs and code while a later bracket is pending, and lets a stray '[' go", () => {
    const stream = createCitationStream({ sources });
    stream.push("First [2].\n\nA list `[1` in code and [see");
    expect(stream.current().markdown).toBe(
      "First [1](https://www.cdc.gov/sids/).\n\nA list `[1` in code and ",
    );
    const long = ` more ${"words ".repeat(120)}`;
    expect(stream.push(long).markdown.endsWith("words ")).toBe(true);
    expect(stream.push("\n```\n[1").markdown.endsWith("```\n[1")).toBe(true);
  });

  it("leaves an unfinished bracket as text at the end", () => {
    const stream = createCitationStream({ sources });
    stream.push("Ask your doctor [1");
    expect(stream.current().markdown).toBe("Ask your doctor ");
    expect(stream.end().markdown).toBe("Ask your doctor [1");
  });

  it("reads '(' holding a bracket as text, not a link, as formatCitations does", () => {
    // "[cdc]([)": the "[" is no link destination, so it waits like any open bracket.
    expect(safeLength("See [cdc]([)")).toBe("See [cdc](".length);
    expect(safeLength("See [cdc]([x])")).toBe("See [cdc]([x])".length);
  });

  it("holds back a trailing backslash, which may escape what follows", () => {
    expect(safeLength("a \\")).toBe(2);
    expect(safeLength("a \\[1]")).toBe(6);
  });

  it("for any text split anywhere: no unresolved marker is shown, and the end is formatCitations", () => {
    const piece = fc.constantFrom(
      "baby ",
      "sleep. ",
      "[1]",
      "[2]",
      "[9]",
      "[1, 2]",
      "[cdc]",
      "[nhs]",
      "[x]",
      "[",
      "]",
      "(",
      ")",
      "`",
      "\\",
      "!",
      "\n\n",
      "[CDC](https://www.cdc.gov/sids/)",
      "[here](https://example.com/a)",
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 40 }),
        (parts, cuts) => {
          const text = parts.join("");
          const stream = createCitationStream({ sources });
          pushInPieces(stream, text, cuts, ({ markdown: shown }) => {
            // What is shown is always a finished format of a prefix of the text.
            expect(formatCitations(shown, { sources }).markdown).toBe(shown);
            // Outside code, no marker or tag is left unresolved and no bracket is left open.
            if (!text.includes("`")) {
              // A marker inside a link's own text stays text (links do not nest).
              const outsideLinks = shown.replace(LINK, "");
              expect(outsideLinks).not.toMatch(/(?<!\\)\[(?:\d+(?:, \d+)?|cdc|nhs)\](?!\()/);
              expect(shown).not.toMatch(/(?<!\\)\[[^\]\n]*$/);
            }
          });
          expect(stream.end()).toEqual(formatCitations(text, { sources }));
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
    // Generous: a busy machine (the whole suite on two cores) runs the 300 cases slowly.
  }, 60_000);

  it("formatting block by block shows exactly what formatting the whole settled text shows", () => {
    const piece = fc.constantFrom(
      "feed ",
      "[1]",
      "[2]",
      "[cdc]",
      "[",
      "]",
      "(",
      ")",
      "`",
      "\n",
      "\n\n",
      " \n",
      "```\n",
      "~~~~\n",
      "  ```js\n",
      "[NHS](https://www.nhs.uk/baby/sleep/)",
      "[here](https://example.com/a)",
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 40 }),
        (parts, cuts) => {
          const text = parts.join("");
          const stream = createCitationStream({ sources });
          pushInPieces(stream, text, cuts, (shown, pushed) =>
            expect(shown).toEqual(
              formatCitations(pushed.slice(0, safeLength(pushed)), { sources }),
            ),
          );
          expect(stream.end()).toEqual(formatCitations(text, { sources }));
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  }, 60_000);

  it("shows the same text whichever way the pieces are cut", () => {
    const text = "Feed on demand [1]; watch wet nappies [nhs].\n\nCall if unsure [2].";
    const one = shownAfterEachPiece(text, [text.length]).at(-1);
    const many = shownAfterEachPiece(text, Array(text.length).fill(1)).at(-1);
    expect(many).toBe(one);
  });
});
