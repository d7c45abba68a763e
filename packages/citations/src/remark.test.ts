import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import remarkCitations from "./remark.js";
import type { Source } from "./types.js";

const sources: Source[] = [
  { url: "https://www.nhs.uk/baby/sleep/", title: "Safe sleep", description: "NHS" },
  { url: "https://www.cdc.gov/sids/", title: "SIDS" },
];

const toMarkdown = (markdown: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkCitations, { sources })
      .use(remarkStringify)
      .processSync(markdown),
  );

describe("remarkCitations", () => {
  it("turns markers, tags and links to cited pages into numbered footnotes with a source list", () => {
    expect(
      toMarkdown(
        "Back to sleep [2]. Keep the cot near [1, 2] and see [the guide](https://www.nhs.uk/baby/sleep/). Mayo agrees [Mayo Clinic].",
      ),
    ).toBe(
      [
        "Back to sleep[^1]. Keep the cot near[^2][^1] and see the guide[^2]. Mayo agrees[^3].",
        "",
        "[^1]: [SIDS](https://www.cdc.gov/sids/)",
        "",
        "[^2]: [Safe sleep](https://www.nhs.uk/baby/sleep/) (NHS)",
        "",
        "[^3]: [Mayo Clinic](https://www.mayoclinic.org/)",
        "",
      ].join("\n"),
    );
  });

  it("removes markers naming no source, and leaves code, other links and plain brackets alone", () => {
    expect(
      toMarkdown("Claim [9]. Code `[1]`, [a note], [elsewhere](https://example.com/x).\n"),
    ).toBe("Claim. Code `[1]`, \\[a note], [elsewhere](https://example.com/x).\n");
  });

  it("gives remark-rehype GitHub-style footnotes", () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkCitations, { sources })
      .use(remarkRehype);
    const hast = processor.runSync(processor.parse("Sleep on the back [1]."));
    const json = JSON.stringify(hast);
    expect(json).toContain('"dataFootnoteRef":true');
    expect(json).toContain('"href":"#user-content-fn-1"');
    expect(json).toContain('"dataFootnotes":true');
    expect(json).toContain('"href":"https://www.nhs.uk/baby/sleep/"');
  });
});
