import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "./knowledge-entry.js";
import { ageRelation, agesIn, entryPassages } from "./passages.js";

const entry: KnowledgeEntry = {
  id: "feeding-test",
  folder: "feeding",
  title: "Test",
  topics: ["feeding"],
  ageMin: 0,
  ageMax: 12,
  keywords: [],
  sources: ["https://a.example/1", "https://b.example/2"],
  body: [
    "Lead sentence.",
    "",
    "- A bullet about newborns.",
    "- A bullet from one page. (source 2)",
    "",
    "**When to call the doctor**",
    "- Call when worried.",
  ].join("\n"),
  quickAnswers: [
    {
      question: "How much at 2 months?",
      answer: "About 4 ounces.",
      sources: ["https://a.example/1"],
    },
  ],
};

describe("entryPassages", () => {
  it("splits an entry into lead, bullets, quick answers and when-to-call passages with their sources", () => {
    const passages = entryPassages(entry);
    expect(passages.map((p) => [p.kind, p.text])).toEqual([
      ["lead", "Lead sentence."],
      ["bullet", "A bullet about newborns."],
      ["bullet", "A bullet from one page."],
      ["quick", "About 4 ounces."],
      ["call", "Call when worried."],
    ]);
    expect(passages[1]).toMatchObject({ sources: entry.sources, ownSources: false });
    expect(passages[2]).toMatchObject({ sources: ["https://b.example/2"], ownSources: true });
    expect(passages[3]).toMatchObject({
      question: "How much at 2 months?",
      questionIntent: "amount",
      ownSources: true,
    });
    expect(passages[1]?.ages).toEqual([{ min: 0, max: 1 }]);
    expect(entryPassages(entry)).toBe(passages);
  });
});

describe("agesIn", () => {
  it.each([
    ["under 6 months", [{ min: 0, max: 5 }]],
    ["until 12 months", [{ min: 0, max: 12 }]],
    ["most toddlers nap once", [{ min: 12, max: 36 }]],
    ["from 12 months", [{ min: 12, max: 216 }]],
    ["by 4 months most babies laugh", [{ min: 3, max: 216 }]],
    ["between 2 and 3 years", [{ min: 24, max: 36 }]],
    ["at 3 or 4 months", [{ min: 3, max: 4 }]],
    ["at 2 months", [{ min: 1, max: 3, point: 2 }]],
    ["by about 3 months many sleep longer", [{ min: 2, max: 216 }]],
    ["keeps for 4 days in the fridge", []],
    ["every 3 to 4 hours", []],
    ["rear-facing at least until age 2", [{ min: 0, max: 24 }]],
    ["from age 2 to 3 years", [{ min: 24, max: 36 }]],
    // A negated "before"/"until" speaks to both sides of the age (a10-055: "Not before age 2"
    // read 0-23 made the face-forward answer another age's for a 2-year-old).
    ["Not before age 2, and ideally once they reach the limit", [{ min: 0, max: 216 }]],
    ["not until 6 months, when solids start", [{ min: 0, max: 216 }]],
    ["honey is not safe under 1 year", [{ min: 0, max: 11 }]],
  ])("%s", (text, spans) => {
    expect(agesIn(text)).toEqual(spans);
  });
});

describe("agesIn for an answer to 'how long' or 'how often'", () => {
  it.each([
    "How long does it last? Usually about 7 to 10 days.",
    "How long does diarrhea last? Usually 5 to 7 days when caused by a virus.",
    "How long do the blues last? About 2 weeks after the birth.",
  ])("reads the days and weeks of %s as how long, not how old", (text) => {
    expect(agesIn(text, true)).toEqual([]);
  });

  it("keeps ages that say 'old' and ages in months or years", () => {
    expect(
      agesIn("How often should a 5 days old baby feed? Every 2 to 3 hours.", true),
    ).toHaveLength(1);
    expect(agesIn("How long should a 2 year old nap? 1 to 2 hours.", true)).toEqual([
      { min: 23, max: 25, point: 24 },
    ]);
  });

  it("still reads days and weeks as ages in other passages", () => {
    expect(agesIn("Usually about 7 to 10 days.")).toHaveLength(1);
  });
});

describe("ageRelation", () => {
  it("says whether a passage's ages cover the child, lie ahead or lie behind", () => {
    expect(ageRelation({ ages: [{ min: 5, max: 7 }] }, 2)).toBe("later");
    expect(ageRelation({ ages: [{ min: 0, max: 1 }] }, 9)).toBe("earlier");
    expect(ageRelation({ ages: [{ min: 1, max: 3 }] }, 2)).toBe("now");
    expect(ageRelation({ ages: [] }, 2)).toBe("now");
    expect(ageRelation({ ages: [{ min: 5, max: 7 }] }, null)).toBe("now");
  });
});

describe("agesIn: what a child of any age may be", () => {
  it.each([
    // "By 3, strangers understand most of what they say" is still true of a 4-year-old.
    ["by 3 years strangers understand most of it", 48, "now"],
    ["after age 2, one nap is usual", 54, "now"],
    ["from 6 months, offer sips of water", 40, "now"],
    // A range whose first age has its own unit.
    ["most are ready between 18 months and 3 years", 30, "now"],
    ["from 18 months to 3 years", 40, "earlier"],
    // Words for an age band.
    ["short naps of 30 to 45 minutes are common in young babies", 24, "earlier"],
    ["short naps are common in young infants", 3, "now"],
    ["older babies and toddlers can have sips of water", 9, "now"],
    ["older babies and toddlers can have sips of water", 3, "later"],
    ["a normal, soothing habit in babies and toddlers", 6, "now"],
    ["a normal, soothing habit in babies and toddlers", 30, "now"],
    ["sticker charts help older preschoolers who want to stop", 48, "now"],
    ["sticker charts help older preschoolers who want to stop", 14, "later"],
    // "up to age 5" is an age, and a five-year-old is a child the knowledge may speak of.
    ["wetting the bed is normal up to age 5", 54, "now"],
    ["up to 1 in 5 five-year-olds still wet at night", 60, "now"],
    ["wetting the bed is normal up to age 5", 66, "earlier"],
  ] as const)("%s (a child of %i months: %s)", (text, age, relation) => {
    expect(ageRelation({ ages: agesIn(text) }, age)).toBe(relation);
  });

  it("keeps two ages joined by 'and' apart, unless 'between' makes them a range", () => {
    expect(agesIn("at 4 months and 6 months")).toHaveLength(2);
    expect(agesIn("between 4 months and 6 months")).toEqual([{ min: 4, max: 6 }]);
  });
});

describe("agesIn: durations are not ages", () => {
  it.each([
    "Most diaper rash clears in 2 to 3 days with frequent changes.",
    "Sleep training usually takes 3 to 7 days.",
    "It can last for 2 to 3 weeks.",
  ])("%s", (text) => {
    expect(agesIn(text)).toEqual([]);
  });

  it("reads 'lasts more than 3 days' and 'over 2 weeks' as how long, and 'under 3 months' as an age", () => {
    expect(agesIn("A fever that lasts more than 3 days.")).toEqual([]);
    expect(agesIn("A cough for over 2 weeks.")).toEqual([]);
    expect(agesIn("Under 3 months: any fever.")).toEqual([{ min: 0, max: 2 }]);
  });
});

describe("agesIn: how long or how far apart is not how old", () => {
  it.each([
    // Lengths with a word between the verb and the figure.
    "The blisters tend to last roughly 4 to 6 days.",
    "Spots usually clear in around 5 to 8 days.",
    "Symptoms can go on for about 2 or 3 weeks.",
    // Intervals from an event.
    "A sore arm may show up 2 to 5 days after the injection.",
    "Some children get a blotchy rash 8 to 10 days later.",
    "The two doses are given 8 weeks apart.",
    "A third jab follows 6 months after the second.",
    "It may take 3 to 4 days of rest before the cough eases.",
    "Swelling usually goes down after about 2 to 3 days.",
    "Peeling skin may appear over 1 to 2 weeks.",
    "Hair can thin about two months later.",
    // Lengths or times that are no one's age.
    "Expect 3 to 5 days of loose stools.",
    "Stay home for 5 days from when the rash starts.",
    "Call if it is not better within 2 days.",
    "Give it again after 10 days if the itch is back.",
    "A new cot mattress lasts 5 to 8 years from when it is made.",
  ])("%s", (text) => {
    expect(agesIn(text)).toEqual([]);
  });

  it.each([
    // Ages in days and weeks, said as ages.
    ["Most babies start smiling around 6 weeks.", 1.5, "now"],
    ["Spots on the nose often show at 3 to 5 weeks of age.", 1, "now"],
    ["A 10-day-old should be back near birth weight.", 0.3, "now"],
    ["The 6 to 8 week check looks at the hips.", 1.6, "now"],
    ["The vaccines come at 8, 12 and 16 weeks.", 3, "now"],
    ["Babies under 4 weeks with a fever need a doctor now.", 8, "earlier"],
    ["By about 2 weeks most are back to birth weight.", 3, "now"],
    // Ages in months and years.
    ["Babies from 6 months can have sips of water.", 9, "now"],
    ["This is aimed at 3 to 5 year olds.", 48, "now"],
    ["This is aimed at 3 to 5 year olds.", 12, "later"],
    ["A 2-year-old may say around 50 words.", 24, "now"],
    ["Babies under 1 should not have honey.", 8, "now"],
    ["Babies under 1 should not have honey.", 20, "earlier"],
    ["Kids over 2 can have a pillow.", 30, "now"],
  ] as const)("%s (a child of %f months: %s)", (text, age, relation) => {
    expect(agesIn(text).length).toBeGreaterThan(0);
    expect(ageRelation({ ages: agesIn(text) }, age)).toBe(relation);
  });

  it("leaves a bare figure that is no age alone", () => {
    expect(agesIn("Babies under 1 in 5 families")).toEqual([]);
    expect(agesIn("children under 2.5 kg at birth")).toEqual([]);
  });

  it("reads the age a condition is outgrown by as the end of the years it speaks of", () => {
    expect(agesIn("Most toddlers grow out of it by 4 years.")).toContainEqual({ min: 0, max: 48 });
    expect(agesIn("Many outgrow the allergy between 2 and 4 years.")).toEqual([
      { min: 0, max: 48 },
    ]);
    expect(ageRelation({ ages: agesIn("Most outgrow it by 3 to 5 years.") }, 7)).toBe("now");
  });
});
