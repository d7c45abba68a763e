import { findRecognizedSource } from "@nestling/citations";
import { describe, expect, it } from "vitest";
import { HIGH_FEVER, NOT_BREATHING, scriptedTriage } from "../test/scripted-triage.js";
import { createEngine, sourceLookup, stripUncitedLinks } from "./answer-engine.js";
import { entryParts } from "./knowledge/knowledge-entry.js";
import { loadKnowledge } from "./knowledge/load-knowledge.js";
import { SearchIndex } from "./retrieval/search-index.js";
import type { AnswerResult } from "./types.js";

const kb = loadKnowledge();
const index = SearchIndex.build(kb.entries);
const engine = createEngine({ triage: scriptedTriage, index, sources: kb.sources });
const now = new Date("2025-06-01T12:00:00Z");
const mia = { name: "Mia", dateOfBirth: "2025-01-25" }; // 4 months old on `now`

function answered(result: AnswerResult) {
  if (result.kind !== "answer")
    throw new Error(`expected an answer, got ${JSON.stringify(result)}`);
  return result;
}

/** Every citation link in the text points at a listed source, and every source is recognised. */
function expectHonestCitations(result: ReturnType<typeof answered>) {
  const links = [...result.content.matchAll(/\[(\d+)\]\(([^)\s]+)\)/g)];
  for (const [, n, url] of links) expect(result.sources[Number(n) - 1]?.url).toBe(url);
  for (const source of result.sources) {
    expect(findRecognizedSource(source.url), source.url).not.toBeNull();
    expect(kb.sources.has(source.url), source.url).toBe(true);
  }
}

describe("answer engine: triage decides first", () => {
  it("puts the emergency action on the first line, then what to do while waiting, with no article content", async () => {
    const r = answered(
      await engine.answer({ question: "my baby is not breathing", baby: mia, now }),
    );
    const lines = r.content.split("\n");
    expect(lines[0]).toMatch(
      /^Call 911 now: a baby who is not breathing needs emergency help\. \[1\]\(https:\/\//,
    );
    expect(r.content).toContain("**While you wait**");
    for (const step of NOT_BREATHING.whileWaiting) expect(r.content).toContain(`- ${step}`);
    expect(r.content).not.toContain("When to call the doctor");
    expect(r).toMatchObject({
      urgency: "emergency",
      meta: {
        engine: "built-in",
        entryIds: [],
        triageIds: ["not-breathing"],
        category: "emergency",
      },
    });
    expect(r.sources.map((s) => s.url)).toEqual(NOT_BREATHING.sources);
    expectHonestCitations(r);
  });

  it("refuses off-topic questions with the message the web app recognises", async () => {
    const r = await engine.answer({ question: "what will the stock market do" });
    expect(r.kind).toBe("off-topic");
    expect(r.kind === "off-topic" && r.message).toContain(
      "I can only help with baby care and parenting questions",
    );
  });

  it("treats an empty question as off-topic", async () => {
    expect((await engine.answer({ question: "   " })).kind).toBe("off-topic");
  });

  it("gives the safe redirect for a risky request", async () => {
    const r = answered(
      await engine.answer({ question: "can i give benadryl to make him sleep", now }),
    );
    expect(r.content.split("\n")[0]).toMatch(
      /^Please don't give medicine to make a baby sleep.*\[1\]\(https:\/\/safetosleep\.nichd\.nih\.gov\/\)$/,
    );
    expect(r).toMatchObject({
      urgency: "routine",
      meta: { category: "risky", triageIds: ["sedating-to-sleep"], entryIds: [] },
    });
    expectHonestCitations(r);
  });

  it("follows a risky redirect with the article on the same subject, redirect first", async () => {
    const honey = createEngine({
      index,
      sources: kb.sources,
      triage: (q) => ({
        ...scriptedTriage(q),
        risky: {
          id: "honey-under-1",
          protocolId: "risky-honey-under-1",
          redirect: "Don't give honey to a baby under 12 months.",
          sources: [
            "https://www.cdc.gov/nutrition/InfantandToddlerNutrition/foods-and-drinks/foods-and-drinks-to-limit.html",
          ],
        },
      }),
    });
    const r = answered(await honey.answer({ question: "is honey safe for my 8 month old", now }));
    expect(r.content.split("\n")[0]).toMatch(
      /^Don't give honey to a baby under 12 months\. \[1\]\(/,
    );
    expect(r.meta).toMatchObject({
      category: "risky",
      triageIds: ["honey-under-1"],
      entryIds: ["feeding-honey-under-one"],
    });
    expectHonestCitations(r);
    // A loose match adds nothing under a safety message.
    const loose = answered(
      await honey.answer({
        question: "my aunt swears by it, she says it worked for all hers",
        now,
      }),
    );
    expect(loose.meta.entryIds).toEqual([]);
  });

  it("says to call the pediatrician now first for an urgent question, then the relevant article", async () => {
    const r = answered(
      await engine.answer({ question: "fever of 104.5 in my 2 year old what do i do", now }),
    );
    expect(r.content.split("\n")[0]).toMatch(
      /^Call your pediatrician now: a fever above 104 °F \(40 °C\) needs a doctor's advice today\. \[1\]\(/,
    );
    expect(r.content).toContain("**Until you speak to them**");
    expect(r.meta).toMatchObject({
      category: "urgent",
      triageIds: [HIGH_FEVER.id],
      engine: "built-in",
    });
    expect(r.meta.entryIds[0]).toMatch(/fever/);
    expect(r.urgency).toBe("urgent");
    expectHonestCitations(r);
  });
});

describe("answer engine: routine answers", () => {
  it("answers first: the first paragraph holds the amount asked for, at the age asked about", async () => {
    const r = answered(
      await engine.answer({ question: "how much formula should my 2 month old drink", now }),
    );
    const [first = ""] = r.content.split("\n\n");
    expect(first).toMatch(/\d+ (?:to \d+ )?(?:ounces|oz|ml)/);
    expect(first).toMatch(/\[1\]\(https:\/\/[^)]+\)/);
    // Nothing for another age leads; what changes later is labelled as such.
    expect(first).not.toMatch(/6 months|first days/i);
    if (r.content.includes("6 months"))
      expect(r.content.indexOf("**As your child gets older**")).toBeLessThan(
        r.content.indexOf("6 months"),
      );
    expect(r).toMatchObject({
      urgency: "routine",
      meta: { category: "routine", engine: "built-in", triageIds: [] },
    });
    expect(r.sources.length).toBeGreaterThanOrEqual(1);
    expect(r.sources.length).toBeLessThanOrEqual(4);
    expectHonestCitations(r);
  });

  it("shows the article's supporting bullets and its when-to-call part", async () => {
    const r = answered(
      await engine.answer({ question: "how much formula should my baby drink", now }),
    );
    const entry = kb.entries.find((e) => e.id === r.meta.entryIds[0]);
    const parts = entryParts(entry?.body ?? "");
    expect(r.content.match(/^- /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    if (parts.whenToCall.length > 0) expect(r.content).toContain(`- ${parts.whenToCall[0]}`);
  });

  it("fits the answer to the baby's age without a line that reads as advice to act", async () => {
    const personal = answered(
      await engine.answer({ question: "how much should my baby sleep", baby: mia, now }),
    );
    expect(personal.content).not.toMatch(/applies now/);
    const kb4 = kb.entries.find((e) => e.id === personal.meta.entryIds[0]);
    expect(kb4 && kb4.ageMin <= 4 && kb4.ageMax >= 4).toBe(true);
    const plain = answered(
      await engine.answer({
        question: "how much should my baby sleep",
        baby: mia,
        personalize: false,
        now,
      }),
    );
    expect(plain.content).not.toContain("Mia");
  });

  it("says when the article is for another age than the child's", async () => {
    const toddler = { name: "Leo", dateOfBirth: "2023-06-01" }; // 24 months
    const r = answered(
      await engine.answer({ question: "how do i burp my baby", baby: toddler, now }),
    );
    expect(r.content).toMatch(/Leo is 2 years old; this is written for/);
  });

  it("prefers the entry for the age named in the question", async () => {
    const young = answered(
      await engine.answer({ question: "how much formula for a 2 month old", now }),
    );
    const older = answered(
      await engine.answer({ question: "how much formula for a 9 month old", now }),
    );
    expect(young.meta.entryIds[0]).not.toBe(older.meta.entryIds[0]);
    const range = (id: string | undefined) => kb.entries.find((e) => e.id === id);
    expect(range(older.meta.entryIds[0])?.ageMax).toBeGreaterThanOrEqual(9);
  });

  it("continues the topic of the conversation for a follow-up", async () => {
    const history = [
      { role: "user" as const, content: "how much formula should a 2 month old drink" },
      { role: "assistant" as const, content: "About 4 to 5 ounces every 3 to 4 hours." },
    ];
    const followUp = answered(await engine.answer({ question: "and at 9 months?", history, now }));
    expect(followUp.meta.entryIds[0]).toMatch(/formula|feeding/);
    expect(
      kb.entries.find((e) => e.id === followUp.meta.entryIds[0])?.ageMax,
    ).toBeGreaterThanOrEqual(9);
    const atNight = answered(
      await engine.answer({
        question: "what about at night",
        history: [{ role: "user", content: "my 4 month old wont stop crying" }],
        now,
      }),
    );
    expect(atNight.meta.entryIds[0]).toMatch(/cry|sleep|colic|night|wak/);
  });

  it("gives a follow-up something new, from the same article when it holds the answer", async () => {
    const first = answered(
      await engine.answer({ question: "how much formula should my 2 month old drink", now }),
    );
    const history = [
      { role: "user" as const, content: "how much formula should my 2 month old drink" },
      { role: "assistant" as const, content: first.content },
    ];
    const next = answered(await engine.answer({ question: "and at 6 months?", history, now }));
    const lead = (content: string) => content.split("\n\n")[0] ?? "";
    expect(lead(next.content)).not.toBe(lead(first.content));
    expect(lead(next.content)).toMatch(/6 (?:to 8 )?(?:ounces|oz)|180/);
    expect(next.content).not.toBe(first.content);
  });

  it.each([
    ["how much calpol can i give a 6 month old", /120 mg\/5 ml/i],
    ["how much tylenol for a 9 month old", /160 mg per 5 mL/i],
    ["how much fever medicine for a 15 month old", /\d+(?:\.\d+)? mL/],
  ])("answers %j with the reviewed dose table and its check-the-label line", async (q, table) => {
    const r = answered(await engine.answer({ question: q, now }));
    expect(r.meta.entryIds[0]).toMatch(/dose/);
    expect(r.content).toMatch(table);
    expect(r.content).toMatch(/Check the label/i);
  });

  it("answers a follow-up with its own new word from the earlier topic, and may repeat what answers it", async () => {
    const first = answered(
      await engine.answer({ question: "when can my 5 month old start solids", now }),
    );
    const history = [
      { role: "user" as const, content: "when can my 5 month old start solids" },
      { role: "assistant" as const, content: first.content },
    ];
    const fruit = answered(await engine.answer({ question: "what about fruit?", history, now }));
    expect(fruit.meta.entryIds[0]).toMatch(/^feeding-/);
    expect(fruit.content).toMatch(/fruit/i);
    expect(fruit.content).not.toBe(first.content);
    // "is that too early?" is answered by the age the last answer gave: it may lead again.
    const early = answered(await engine.answer({ question: "is that too early?", history, now }));
    expect(early.meta.entryIds).toContain(first.meta.entryIds[0]);
    expect(early.content.split("\n\n")[0]).toMatch(/months/);
  });

  it("tells the British product from the American one", async () => {
    const uk = answered(
      await engine.answer({ question: "how much calpol for my 1 year old", now }),
    );
    expect(uk.meta.entryIds[0]).toMatch(/calpol|uk/);
    const us = answered(
      await engine.answer({ question: "how much tylenol for my 1 year old", now }),
    );
    expect(us.meta.entryIds[0]).toMatch(/acetaminophen.*us/);
  });

  it("answers a question about the child from a child article, not the parent's", async () => {
    const r = answered(await engine.answer({ question: "baby sweating a lot at night", now }));
    expect(r.meta.entryIds[0]).not.toMatch(/^parents-/);
  });

  it("keeps an entry's own heading for its when-to-get-help part", async () => {
    const withHeading = kb.entries.find((e) => e.body.includes("**Get help now if**"));
    expect(withHeading).toBeDefined();
    const r = answered(await engine.answer({ question: withHeading?.title ?? "", now }));
    const shown = kb.entries.find((e) => e.id === r.meta.entryIds[0]);
    const heading = entryParts(shown?.body ?? "").whenToCallHeading;
    if (heading) expect(r.content).toContain(`**${heading}**`);
    expect(r.content).not.toMatch(/\S \*\*Get help now if\*\*/);
  });

  it("does not treat a new full question as a follow-up", async () => {
    const history = [
      { role: "user" as const, content: "how much formula should a 2 month old drink" },
    ];
    const r = answered(
      await engine.answer({ question: "when should i start brushing her teeth", history, now }),
    );
    expect(r.meta.entryIds[0]).toMatch(/teeth|tooth/);
  });

  it.each([
    ["hi", /^Hi, I'm Nestling\. Ask me anything about caring for Mia/],
    [
      "thank you so much!",
      /^You're welcome, I'm glad it helped\. If anything else comes up with Mia/,
    ],
    ["ok bye", /^Take care of yourself and Mia\./],
  ])(
    "answers the small talk %j in kind, citing nothing, with the 911 line",
    async (question, opening) => {
      const r = answered(await engine.answer({ question, baby: mia, now }));
      expect(r.content).toMatch(opening);
      expect(r.content).toContain("call 911 straight away");
      expect(r).toMatchObject({
        urgency: "routine",
        sources: [],
        meta: { entryIds: [], category: "routine" },
      });
    },
  );

  it("answers the question when a greeting comes with one", async () => {
    const r = answered(
      await engine.answer({ question: "hi, how much formula should a 2 month old drink?", now }),
    );
    expect(r.content).not.toMatch(/^Hi, I'm Nestling/);
    expect(r.meta.entryIds[0]).toMatch(/formula/);
  });

  it("says plainly when nothing in the knowledge base matches, with what to ask and no emergency list", async () => {
    const info: object[] = [];
    const logged = createEngine({
      triage: scriptedTriage,
      index,
      sources: kb.sources,
      logger: { warn: () => {}, info: (o) => info.push(o) },
    });
    const r = answered(await logged.answer({ question: "xylophone quasar zeppelin", now }));
    expect(r.content).toMatch(/^Nestling has no reviewed answer to this exact question yet/);
    expect(r.content).toContain("**What to ask your pediatrician**");
    expect(r.content).not.toMatch(/911/);
    expect(r.meta.entryIds).toEqual([]);
    expectHonestCitations(r);
    // The operator's gap count: a topic guess, never the question's words.
    expect(info).toContainEqual(expect.objectContaining({ event: "knowledge_gap" }));
    expect(JSON.stringify(info)).not.toContain("xylophone");
  });
});

describe("sourceLookup", () => {
  const lookup = sourceLookup(kb.sources);

  it("shows the catalogue's page title with the publisher as description", () => {
    const url = "https://www.cdc.gov/breastfeeding/php/about/index.html";
    expect(lookup(url)).toEqual({ url, title: kb.sources.get(url)?.title, description: "CDC" });
  });

  it("falls back to the publisher's name for an address outside the lists", () => {
    expect(lookup("https://www.nhs.uk/some/new/page")).toEqual({
      url: "https://www.nhs.uk/some/new/page",
      title: "NHS",
    });
  });
});

describe("stripUncitedLinks", () => {
  it("keeps cited links and unwraps or drops the rest", () => {
    const cited = new Set(["https://www.cdc.gov/a"]);
    expect(
      stripUncitedLinks(
        "a [1](https://www.cdc.gov/a) b [here](https://evil.example/x) ![x](https://evil.example/i.png)",
        cited,
      ),
    ).toBe("a [1](https://www.cdc.gov/a) b here ");
  });
});
