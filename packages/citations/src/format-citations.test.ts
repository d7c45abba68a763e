import { describe, expect, it } from "vitest";
import { formatCitations } from "./format-citations.js";
import type { Source } from "./types.js";

const passages: Source[] = [
  { url: "https://www.nhs.uk/baby/sleep", title: "Helping your baby to sleep" },
  {
    url: "https://kidshealth.org/en/parents/sleep.html",
    title: "Sleep and your newborn",
    description: "KidsHealth",
  },
  { url: "https://www.cdc.gov/sleep", title: "Safe sleep" },
];

describe("formatCitations: links", () => {
  it("numbers recognised links by first appearance and keeps the number of a repeated address", () => {
    const r = formatCitations(
      "Back to sleep ([CDC](https://www.cdc.gov/sleep)); see [NHS advice](https://www.nhs.uk/x) and [again](https://www.cdc.gov/sleep).",
    );
    expect(r.markdown).toBe(
      "Back to sleep ([1](https://www.cdc.gov/sleep)); see [2](https://www.nhs.uk/x) and [1](https://www.cdc.gov/sleep).",
    );
    expect(r.sources).toEqual([
      { url: "https://www.cdc.gov/sleep", title: "CDC" },
      { url: "https://www.nhs.uk/x", title: "NHS" },
    ]);
  });

  it("uses the title and description of a passed source with the same address", () => {
    const r = formatCitations("See [this](https://kidshealth.org/en/parents/sleep.html).", {
      sources: passages,
    });
    expect(r.sources).toEqual([passages[1]]);
  });

  it("leaves links to other hosts exactly as written and does not cite them", () => {
    const text =
      '[a](https://cdc.gov.evil.example/x) [b](https://evil.example/?https://cdc.gov) [c](https://www.cdc.gov@evil.example/) [d](<https://x.example/a b> "t")';
    expect(formatCitations(text)).toEqual({ markdown: text, sources: [] });
  });

  it("accepts angle-bracket destinations and titles", () => {
    const r = formatCitations(
      "[x](<https://www.cdc.gov/a(b)> \"CDC page\") and [y](https://www.webmd.com/z 't')",
    );
    expect(r.markdown).toBe("[1](https://www.cdc.gov/a(b)) and [2](https://www.webmd.com/z)");
  });

  it("keeps unbalanced parentheses in an angle-bracket destination", () => {
    const r = formatCitations("[x](<https://www.cdc.gov/a(b>)");
    expect(r.markdown).toBe("[1](<https://www.cdc.gov/a(b>)");
    expect(formatCitations(r.markdown).markdown).toBe(r.markdown);
  });

  it("does not cite images", () => {
    const text = "![chart](https://www.cdc.gov/chart.png)";
    expect(formatCitations(text)).toEqual({ markdown: text, sources: [] });
  });

  it("cites the most specific publisher", () => {
    const r = formatCitations(
      "[a](https://brightfutures.aap.org/x) [b](https://publications.aap.org/y)",
    );
    expect(r.sources.map((s) => s.title)).toEqual(["Bright Futures", "AAP"]);
  });
});

describe("formatCitations: bare tags", () => {
  it("expands a tag to the publisher's named link", () => {
    const r = formatCitations(
      "Put babies to sleep on their back [cdc]. Offer water after 6 months [Mayo Clinic].",
    );
    expect(r.markdown).toBe(
      "Put babies to sleep on their back [1](https://www.cdc.gov/). Offer water after 6 months [2](https://www.mayoclinic.org/).",
    );
    expect(r.sources).toEqual([
      { url: "https://www.cdc.gov/", title: "CDC" },
      { url: "https://www.mayoclinic.org/", title: "Mayo Clinic" },
    ]);
  });

  it("shares numbers between tags and links to the same address", () => {
    const r = formatCitations("[nhs] and [home](https://www.nhs.uk/)");
    expect(r.markdown).toBe("[1](https://www.nhs.uk/) and [1](https://www.nhs.uk/)");
    expect(r.sources).toHaveLength(1);
  });

  it("leaves other bracketed text alone", () => {
    const text = "Say [sic] and [x] and [ ] and [see the CDC] and [^1].";
    expect(formatCitations(text).markdown).toBe(text);
  });

  it("escapes a ! before an expanded tag so it does not become an image", () => {
    const r = formatCitations("Wow![cdc]");
    expect(r.markdown).toBe("Wow\\![1](https://www.cdc.gov/)");
    expect(formatCitations(r.markdown)).toEqual(r);
  });
});

describe("formatCitations: numeric markers", () => {
  it("maps markers to the passed sources and renumbers them by first use", () => {
    const r = formatCitations("Room share [3]. Dark room [1]. Back again [3].", {
      sources: passages,
    });
    expect(r.markdown).toBe(
      "Room share [1](https://www.cdc.gov/sleep). Dark room [2](https://www.nhs.uk/baby/sleep). Back again [1](https://www.cdc.gov/sleep).",
    );
    expect(r.sources).toEqual([passages[2], passages[0]]);
  });

  it("removes markers with no such source, with the space before them", () => {
    const r = formatCitations("Claim [7]. Another [0], [2].\n[9] Start", {
      sources: passages.slice(0, 2),
    });
    expect(r.markdown).toBe(
      "Claim. Another, [1](https://kidshealth.org/en/parents/sleep.html).\n Start",
    );
    expect(r.sources).toEqual([passages[1]]);
  });

  it("removes every marker when no sources are passed", () => {
    expect(formatCitations("A [1] b [2][3].")).toEqual({ markdown: "A b.", sources: [] });
  });

  it("understands lists and ranges of markers", () => {
    const r = formatCitations("x [1, 3] y [2-3] z [2;9]", { sources: passages });
    expect(r.markdown).toBe(
      "x [1](https://www.nhs.uk/baby/sleep)[2](https://www.cdc.gov/sleep) y [3](https://kidshealth.org/en/parents/sleep.html)[2](https://www.cdc.gov/sleep) z [3](https://kidshealth.org/en/parents/sleep.html)",
    );
  });

  it("strips the prompt-only fields of passed sources", () => {
    const r = formatCitations("a [1]", {
      sources: [{ url: "https://www.cdc.gov/", title: "CDC", text: "long passage" } as Source],
    });
    expect(r.sources).toEqual([{ url: "https://www.cdc.gov/", title: "CDC" }]);
  });

  it("uses the first passed source with an address for every marker naming it", () => {
    const twice: Source[] = [
      { url: "https://www.cdc.gov/", title: "first" },
      { url: "https://www.cdc.gov/", title: "second" },
    ];
    const r = formatCitations("b [2] a [1]", { sources: twice });
    expect(r.markdown).toBe("b [1](https://www.cdc.gov/) a [1](https://www.cdc.gov/)");
    expect(r.sources).toEqual([{ url: "https://www.cdc.gov/", title: "first" }]);
  });

  it("resolves what bracketed text reads as once the markers inside are gone", () => {
    expect(formatCitations("[cd[9]c]").markdown).toBe("[1](https://www.cdc.gov/)");
    expect(formatCitations("[[9]9]").markdown).toBe("");
  });

  it("does not join backtick runs when a marker between them goes", () => {
    const r = formatCitations("``[9]` x");
    expect(r.markdown).toBe("`` ` x");
    expect(formatCitations(r.markdown)).toEqual(r);
  });
});

describe("formatCitations: code", () => {
  it("leaves code spans and fenced blocks untouched", () => {
    const text = [
      "Use `[cdc]` and ``[1] `x` [cdc]`` literally.",
      "",
      "```md",
      "[cdc] [1] [x](https://www.cdc.gov/)",
      "```",
      "",
      "~~~~",
      "[nhs]",
      "~~~",
      "still code [nhs]",
      "~~~~",
      "After [nhs].",
    ].join("\n");
    const r = formatCitations(text, { sources: passages });
    expect(r.markdown).toBe(text.replace("After [nhs].", "After [1](https://www.nhs.uk/)."));
  });

  it("treats an unclosed fence as code to the end", () => {
    const text = "Text [cdc]\n```\n[cdc]\n";
    expect(formatCitations(text).markdown).toBe("Text [1](https://www.cdc.gov/)\n```\n[cdc]\n");
  });

  it("leaves escaped brackets alone", () => {
    const text = "\\[cdc\\] and \\[1]\n";
    expect(formatCitations(text, { sources: passages }).markdown).toBe(text);
  });

  it("never turns a reference definition to another host into a citation", () => {
    const r = formatCitations("See [guide][1].\n\n[1]: https://evil.example/\n");
    expect(r).toEqual({ markdown: "See [guide].\n\n: https://evil.example/\n", sources: [] });
  });

  it("escapes a fence that removing a marker would start", () => {
    const r = formatCitations("[9] ```\n[cdc]\n");
    expect(r.markdown).toBe("\\ ```\n[1](https://www.cdc.gov/)\n");
    expect(formatCitations(r.markdown)).toEqual(r);
  });
});

describe("formatCitations: general", () => {
  it("returns text without brackets unchanged", () => {
    expect(formatCitations("Plain text.\n\n- a\n- b\n")).toEqual({
      markdown: "Plain text.\n\n- a\n- b\n",
      sources: [],
    });
  });

  it("is idempotent on a typical answer", () => {
    const text =
      "Most babies need 14–17 hours [1].\n\n- Back to sleep [cdc]\n- See [NHS](https://www.nhs.uk/x) [5]\n\n**When to call the doctor**\n- Fever [2]\n";
    const once = formatCitations(text, { sources: passages });
    expect(formatCitations(once.markdown, { sources: passages })).toEqual(once);
  });

  /**
   * CPU time for an input 16 times larger grows about 16 times in linear time and 256 times in
   * quadratic time; the bound sits far from both, leaving room for a busy machine's noise and
   * garbage collection. Each size runs a few times and the fastest counts.
   */
  function growth(make: (n: number) => string, n: number): number {
    const cpu = (text: string) => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const before = process.cpuUsage();
        formatCitations(text);
        const used = process.cpuUsage(before);
        best = Math.min(best, used.user + used.system);
      }
      return Math.max(best, 1);
    };
    const small = make(n);
    const large = make(16 * n);
    cpu(small); // warm-up
    // Noise only ever inflates a ratio, so the smallest of a few is the truest.
    let ratio = Infinity;
    for (let trial = 0; trial < 3; trial++) ratio = Math.min(ratio, cpu(large) / cpu(small));
    return ratio;
  }

  it.each([
    ["deeply nested brackets", (n: number) => "[".repeat(n) + "cdc" + "]".repeat(n)],
    ["many unclosed link starts", (n: number) => "[a](https://x.example/(((".repeat(n / 25)],
    ["brackets in link destinations", (n: number) => "[a](https://x.example/[b](c".repeat(n / 28)],
    [
      "backtick runs of many lengths",
      (n: number) =>
        Array.from({ length: n / 20 }, (_, i) => `${"`".repeat((i % 12) + 1)} [cdc] `).join(""),
    ],
    ["unmatched closing brackets", (n: number) => "]".repeat(n / 2) + "[x]".repeat(n / 6)],
  ])(
    "runs in linear time on %s",
    (_, make) => {
      expect(growth(make, 8_000)).toBeLessThan(64);
    },
    30_000,
  );

  it("still gets nested brackets right", () => {
    const r = formatCitations("[".repeat(50_000) + "cdc" + "]".repeat(50_000));
    expect(r.sources).toHaveLength(1);
  });

  it("leaves many unclosed link starts as written", () => {
    const text = "[a](https://x.example/(((".repeat(4_000);
    expect(formatCitations(text).markdown).toBe(text);
  });
});
