import { describe, expect, it } from "vitest";
import { entryParts } from "./knowledge-entry.js";
import { parseEntry } from "./parse-entry.js";

const CDC = "https://www.cdc.gov/sleep";
const known = new Set([CDC, "https://www.nhs.uk/baby/"]);
const body = [
  "Babies should sleep on their backs for every sleep, in a crib with nothing else in it.",
  "",
  ...Array.from(
    { length: 8 },
    (_, i) => `- Point number ${i + 1} about safe sleep, written plainly for tired parents.`,
  ),
  "",
  "**When to call the doctor**",
  "- Your baby has pauses in breathing or turns pale or blue.",
].join("\n");

function file(overrides: Record<string, string | null> = {}, text = body): string {
  const fields: Record<string, string | null> = {
    id: "sleep-back-to-sleep",
    title: "Back to sleep",
    topics: "sleep, safe sleep",
    ages: "0-12",
    keywords: "back to sleep, sids, tummy sleeping",
    sources: CDC,
    ...overrides,
  };
  const head = Object.entries(fields)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return `---\n${head}\n---\n${text}\n`;
}

const parse = (text: string, name = "sleep-back-to-sleep.md", folder = "sleep") =>
  parseEntry(name, folder, text, known);

describe("parseEntry", () => {
  it("reads a valid entry", () => {
    const { entry, problems } = parse(file());
    expect(problems).toEqual([]);
    expect(entry).toMatchObject({
      id: "sleep-back-to-sleep",
      folder: "sleep",
      title: "Back to sleep",
      topics: ["sleep", "safe sleep"],
      ageMin: 0,
      ageMax: 12,
      keywords: ["back to sleep", "sids", "tummy sleeping"],
      sources: [CDC],
    });
    expect(entryParts(entry?.body ?? "")).toMatchObject({
      bullets: expect.any(Array),
      whenToCall: ["Your baby has pauses in breathing or turns pale or blue."],
      whenToCallHeading: "When to call the doctor",
    });
    expect(entryParts("Lead.\n\n- a\n\n**Get help now if**\n- b").whenToCallHeading).toBe(
      "Get help now if",
    );
  });

  it("accepts preschool ranges up to 72 months", () => {
    for (const ages of ["36-72", "48-60", "0-72"]) {
      const { entry, problems } = parse(file({ ages }));
      expect(problems).toEqual([]);
      expect(entry?.ageMax).toBe(Number(ages.split("-")[1]));
    }
  });

  it("accepts Windows line endings", () => {
    expect(parse(file().replace(/\n/g, "\r\n")).problems).toEqual([]);
  });

  it.each([
    [{ title: null }, 'missing field "title"'],
    [{ id: "sleep-other" }, "differs from the file name"],
    [{ topics: "health, sleep" }, 'first topic must be the folder "sleep"'],
    [{ ages: "0-80" }, "must lie within 0-72"],
    [{ ages: "12-6" }, "min <= max"],
    [{ ages: "newborn" }, 'must be "min-max"'],
    [{ sources: "https://cdc.gov.evil.example/x" }, "not a recognised publisher"],
    [{ sources: "https://www.cdc.gov/not-verified" }, "not in catalogue.tsv"],
    [{ sources: "" }, 'missing field "sources"'],
  ])("rejects %o", (overrides, message) => {
    const { entry, problems } = parse(file(overrides));
    expect(entry).toBeNull();
    expect(problems.join("\n")).toContain(message);
  });

  it("rejects bodies that are too short or too long, or hold links or citation markers", () => {
    expect(parse(file({}, "Too short.\n\n- a\n- b")).problems.join()).toContain("words");
    expect(
      parse(file({}, `${body}\n${"- more words here ".repeat(60)}`)).problems.join(),
    ).toContain("words");
    expect(parse(file({}, `${body}\n- See https://www.cdc.gov/sleep`)).problems.join()).toContain(
      "links",
    );
    expect(parse(file({}, `${body}\n- Back to sleep [1].`)).problems.join()).toContain(
      "citation markers",
    );
    expect(parse(file({}, `${body}\n- Back to sleep [cdc].`)).problems.join()).toContain(
      "citation markers",
    );
  });

  it("rejects ids that do not fit the folder or kebab-case, and unknown fields", () => {
    expect(parse(file({ id: "Sleep_Back" }), "Sleep_Back.md").problems.join()).toContain(
      "kebab-case",
    );
    expect(
      parse(file({ id: "feeding-x", topics: "sleep" }), "feeding-x.md").problems.join(),
    ).toContain('start with its folder "sleep-"');
    expect(parse(file(), "sleep-back-to-sleep.md", "naps").problems.join()).toContain(
      'folder "naps"',
    );
    expect(parse(file({ author: "me" })).problems.join()).toContain("unknown front matter line");
    expect(parse("no front matter").problems.join()).toContain("front matter");
  });

  describe("quick answers", () => {
    const NHS = "https://www.nhs.uk/baby/";
    const quick = (...items: string[]) =>
      `${body}\n\n**Quick answers**\n${items.map((i) => `- ${i}`).join("\n")}`;

    it("parses question items apart from the body, with their own source when tagged", () => {
      const { entry, problems } = parse(
        file(
          { sources: `${CDC} ${NHS}` },
          quick(
            "Can my baby sleep on her side? No, always on the back for every sleep.",
            "What about naps? The same rule: on the back, in a clear crib. (source 2)",
          ),
        ),
      );
      expect(problems).toEqual([]);
      expect(entry?.quickAnswers).toEqual([
        {
          question: "Can my baby sleep on her side?",
          answer: "No, always on the back for every sleep.",
          sources: [CDC, NHS],
        },
        {
          question: "What about naps?",
          answer: "The same rule: on the back, in a clear crib.",
          sources: [NHS],
        },
      ]);
      // The section is neither body text nor a "when to call" part.
      expect(entry?.body).not.toContain("Quick answers");
      expect(entryParts(entry?.body ?? "").whenToCall).toHaveLength(1);
    });

    it("does not count toward the body's word limit", () => {
      const long = "Is this a long answer? " + "Yes, it has many words here. ".repeat(8);
      const { problems } = parse(file({}, quick(...Array.from({ length: 8 }, () => long))));
      expect(problems).toEqual([]);
    });

    it("may sit between the bullets and the when-to-call part", () => {
      const text = body.replace(
        "**When to call the doctor**",
        "**Quick answers**\n- Can twins share a crib? No, each needs their own.\n\n**When to call the doctor**",
      );
      const { entry, problems } = parse(file({}, text));
      expect(problems).toEqual([]);
      expect(entry?.quickAnswers).toHaveLength(1);
      expect(entryParts(entry?.body ?? "").whenToCall).toHaveLength(1);
    });

    it.each([
      [["Sleep on the back always."], 'ending in "?"'],
      [["Is it ok?"], 'ending in "?"'],
      [Array.from({ length: 9 }, () => "Is it ok? Yes, it is."), "at most 8"],
      [["Is it ok? Yes, it is. (source 3)"], "names source 3"],
      [["Is it ok? See https://www.cdc.gov/sleep"], "links"],
    ])("rejects %o", (items, message) => {
      const { entry, problems } = parse(file({}, quick(...items)));
      expect(entry).toBeNull();
      expect(problems.join("\n")).toContain(message);
    });

    it("strips a bullet's source tag and checks it names a listed source", () => {
      const tagged = body.replace("Point number 1", "Point number 1 (source 1)");
      expect(entryParts(tagged).bulletSources[0]).toEqual([]);
      const atEnd = body.replace(
        "- Point number 1 about safe sleep, written plainly for tired parents.",
        "- Point number 1 about safe sleep, written plainly for tired parents. (source 2)",
      );
      const parts = entryParts(atEnd);
      expect(parts.bullets[0]).toBe(
        "Point number 1 about safe sleep, written plainly for tired parents.",
      );
      expect(parts.bulletSources[0]).toEqual([2]);
      expect(parse(file({}, atEnd)).problems.join()).toContain("names source 2");
      expect(parse(file({ sources: `${CDC} ${NHS}` }, atEnd)).problems).toEqual([]);
      const leadTagged = body.replace("nothing else in it.", "nothing else in it. (source 2)");
      expect(entryParts(leadTagged)).toMatchObject({
        lead: expect.stringMatching(/nothing else in it\.$/),
        leadSources: [2],
      });
      expect(parse(file({}, leadTagged)).problems.join()).toContain("names source 2");
    });
  });
});
