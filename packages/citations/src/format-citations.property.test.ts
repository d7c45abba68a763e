import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCitations } from "./format-citations.js";
import { findRecognizedSource } from "./recognized-sources.js";
import type { Source } from "./types.js";

const recognizedUrl = fc.constantFrom(
  "https://www.cdc.gov/sleep",
  "https://www.nhs.uk/baby/",
  "https://healthychildren.org/English/a.aspx",
  "https://brightfutures.aap.org/x",
  "https://medlineplus.gov/ency/1.htm",
  "https://www.mayoclinic.org/a(b)c",
);
const otherUrl = fc.constantFrom(
  "https://cdc.gov.evil.example/x",
  "https://example.com/a",
  "https://www.cdc.gov@evil.example/",
);
const word = fc.constantFrom(
  "baby",
  "sleep",
  "feeds",
  "fever",
  "the",
  "and",
  "10",
  "ml",
  "(oz)",
  "!",
  "*",
  "-",
  "\\",
  ":",
);
const tag = fc.constantFrom("[cdc]", "[Mayo Clinic]", "[nhs]", "[AAP]", "[sic]", "[x]", "[ ]");
const marker = fc.integer({ min: 0, max: 8 }).map((n) => `[${n}]`);
const markerList = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
  .map(([a, b]) => `[${a}, ${b}]`);
const link = fc
  .tuple(fc.constantFrom("CDC", "here", "guide", "[cdc]", "1"), fc.oneof(recognizedUrl, otherUrl))
  .map(([text, url]) => `[${text}](${url})`);
const codeText = fc
  .array(fc.oneof(word, tag, marker, link), { maxLength: 4 })
  .map((parts) => parts.join(" "));
const codeSpan = codeText.map((t) => `\`${t.replace(/`/g, "")}\``);
const fence = codeText.map((t) => `\n\`\`\`\n${t}\n\`\`\`\n`);
const inline = fc.oneof(
  { weight: 4, arbitrary: word },
  { weight: 2, arbitrary: tag },
  { weight: 2, arbitrary: marker },
  { weight: 1, arbitrary: markerList },
  { weight: 2, arbitrary: link },
  { weight: 1, arbitrary: codeSpan },
  {
    weight: 1,
    arbitrary: fc.constantFrom("[", "]", "(", ")", "`", "``", "![img](https://www.cdc.gov/i.png)"),
  },
);
/** The same without any code, so every numbered link in the output is a citation to check. */
const prose = fc
  .array(
    fc.tuple(
      fc.oneof(word, tag, marker, markerList, link),
      fc.constantFrom(" ", "", "\n", "\n\n", ". "),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.map(([a, b]) => a + b).join(""));
const separator = fc.constantFrom(" ", " ", " ", "", "\n", "\n\n", "\n- ", ". ");
const paragraph = fc
  .array(fc.tuple(inline, separator), { maxLength: 25 })
  .map((parts) => parts.map(([a, b]) => a + b).join(""));
const document = fc
  .array(fc.oneof({ weight: 4, arbitrary: paragraph }, { weight: 1, arbitrary: fence }), {
    maxLength: 5,
  })
  .map((blocks) => blocks.join("\n\n"));

const sourceList: fc.Arbitrary<Source[]> = fc.array(
  fc.record({ url: fc.oneof(recognizedUrl, otherUrl), title: fc.constantFrom("A", "B", "C") }),
  { maxLength: 6 },
);
/** Arbitrary strings over the characters Markdown cares about. */
const noisy = fc
  .array(
    fc.constantFrom(
      "[",
      "]",
      "(",
      ")",
      "`",
      "!",
      "\\",
      " ",
      "\n",
      "1",
      "7",
      "cdc",
      "a",
      "https://www.cdc.gov/",
      ":",
      "<",
      ">",
      '"',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(""));

// Not after an unescaped "!" or "\": an image whose alt text is a number ("![1](…)") and an escaped
// bracket ("\[1](…)", literal text) are left alone, not citations; "\![1](…)" is a citation after a
// literal "!".
const LINK = /(?<!(?<!\\)[!\\])\[(\d+)\]\((<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;

/** The numbered links of a formatted answer that point at one of its cited sources. */
function citations(markdown: string, sources: Source[]): { n: number; url: string }[] {
  const cited = new Set(sources.map((s) => s.url));
  return [...markdown.matchAll(LINK)]
    .map((m) => ({ n: Number(m[1]), url: (m[2] ?? "").replace(/^<(.*)>$/, "$1") }))
    .filter((c) => cited.has(c.url));
}

describe("formatCitations properties", () => {
  it("is idempotent (markdown and sources) on Markdown-like answers", () => {
    fc.assert(
      fc.property(document, sourceList, (text, sources) => {
        const once = formatCitations(text, { sources });
        expect(formatCitations(once.markdown, { sources })).toEqual(once);
      }),
      { numRuns: 600 },
    );
  });

  it("is idempotent on noisy strings of Markdown punctuation", () => {
    fc.assert(
      fc.property(noisy, sourceList, (text, sources) => {
        const once = formatCitations(text, { sources });
        expect(formatCitations(once.markdown, { sources })).toEqual(once);
      }),
      { numRuns: 1500 },
    );
  });

  it("numbers citations 1..N by first appearance, each number naming one listed source", () => {
    // Found by a random run: an image with a numeric alt text next to citations.
    const image = "![1](https://www.cdc.gov@evil.example/) [CDC](https://example.com/a) [1] ";
    const imageSources = [
      { url: "https://www.cdc.gov@evil.example/", title: "A" },
      { url: "https://example.com/a", title: "A" },
    ];
    expect(formatCitations(image, { sources: imageSources }).markdown).toBe(
      "![1](https://www.cdc.gov@evil.example/) [1](https://example.com/a) [2](https://www.cdc.gov@evil.example/) ",
    );
    fc.assert(
      fc.property(prose, sourceList, (text, sources) => {
        const r = formatCitations(text, { sources });
        let highest = 0;
        for (const { n, url } of citations(r.markdown, r.sources)) {
          // A new number is always the next one; an old number may repeat; N names sources[N-1].
          expect(n).toBeLessThanOrEqual(highest + 1);
          expect(r.sources[n - 1]?.url).toBe(url);
          highest = Math.max(highest, n);
        }
        expect(highest).toBe(r.sources.length);
        expect(new Set(r.sources.map((s) => s.url)).size).toBe(r.sources.length);
      }),
      {
        numRuns: 600,
        examples: [
          [image, imageSources],
          [
            "![cdc] \\[1](https://brightfutures.aap.org/x) [1]",
            [{ url: "https://brightfutures.aap.org/x", title: "A" }],
          ],
        ],
      },
    );
  });

  it("cites only recognised hosts or passed sources, never an invented marker", () => {
    fc.assert(
      fc.property(document, sourceList, (text, sources) => {
        const r = formatCitations(text, { sources });
        const passed = new Set(sources.map((s) => s.url));
        for (const s of r.sources)
          expect(findRecognizedSource(s.url) !== null || passed.has(s.url)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("leaves fenced code blocks and code spans byte for byte", () => {
    fc.assert(
      fc.property(paragraph, codeText, paragraph, codeText, (before, code, after, spanText) => {
        const block = `\`\`\`\n${code}\n\`\`\``;
        const span = `\`${spanText.replace(/`/g, "")}\``;
        // No backticks around the code under test, so nothing else can open or close it.
        const text = `${before.replace(/`/g, "")}\n\n${block}\n\n${span} ${after.replace(/`/g, "")}`;
        const r = formatCitations(text, {
          sources: [{ url: "https://www.cdc.gov/", title: "CDC" }],
        });
        expect(r.markdown).toContain(`\n\n${block}\n\n`);
        expect(r.markdown).toContain(`${span} `);
      }),
      { numRuns: 400 },
    );
  });
});
