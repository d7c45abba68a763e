import { describe, expect, it } from "vitest";
import { answered, engine, kb, mia, now } from "../test/engine-fixture.js";

describe("answer engine: follow-up questions", () => {
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

  it("keeps a full question asked in a conversation on its topic and its subject", async () => {
    const question = "when can i start exercising again after having my baby, normal delivery";
    const first = answered(await engine.answer({ question, now }));
    const history = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: first.content },
    ];
    const next = answered(await engine.answer({ question: "is swimming ok?", history, now }));
    // The mother's swimming after the birth, not swimming lessons for a toddler.
    expect(kb.entries.find((e) => e.id === next.meta.entryIds[0])?.folder).toBe("parents");
  });

  it("answers a turn that leans on the last one, worded only in frame words, on its topic", async () => {
    const question = "my 6 week old has a cold";
    const first = answered(await engine.answer({ question, now }));
    expect(first.meta.entryIds[0]).toBe("health-common-cold");
    const history = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: first.content },
    ];
    const next = await engine.answer({ question: "how long before that clears up?", history, now });
    expect(next.kind).toBe("answer");
  });

  it("leaves the topic when the new question's own words lie elsewhere", async () => {
    const question = "my 2 month old has a fever of 101";
    const history = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: "Call your pediatrician now." },
    ];
    const next = answered(
      await engine.answer({ question: "how do i cut grapes for a toddler", history, now }),
    );
    expect(next.meta.entryIds[0]).toMatch(/grape|choking|finger|cut/);
  });

  it("does not lead a second turn with what the previous answer led with", async () => {
    const question = "12 month old isn't pointing at things yet, is that bad?";
    const first = answered(await engine.answer({ question, now }));
    const history = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: first.content },
    ];
    const next = answered(
      await engine.answer({ question: "when do they check for autism", history, now }),
    );
    const lead = (content: string) => content.split("\n\n")[0] ?? "";
    expect(lead(next.content)).not.toBe(lead(first.content));
    expect(lead(next.content)).toMatch(/autism/i);
  });

  it("answers for the age a follow-up names in words, and keeps an earlier one otherwise", async () => {
    const question = "how many hours should a 6 month old sleep in total";
    const first = answered(await engine.answer({ question, now }));
    const history = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: first.content },
    ];
    const at2 = answered(
      await engine.answer({ question: "what about when she's 2", history, now }),
    );
    expect(at2.content.split("\n\n")[0]).not.toMatch(/6 to 12 months/);
    const entry = kb.entries.find((e) => e.id === at2.meta.entryIds[0]);
    expect(entry && entry.ageMin <= 24 && entry.ageMax >= 24).toBe(true);
    const naps = answered(
      await engine.answer({ question: "how many naps should she have", history, now }),
    );
    // Still the 6-month-old of the first question: two or three naps, not one.
    expect(naps.content.split("\n\n")[0]).not.toMatch(/\bone (?:midday )?nap\b/);
  });

  it("does not repeat the previous lead in other words when the follow-up asks something of its own", async () => {
    const question = "when should i stop swaddling my baby";
    const first = answered(await engine.answer({ question, now }));
    const history = [
      { role: "user" as const, content: question },
      { role: "assistant" as const, content: first.content },
    ];
    const next = answered(
      await engine.answer({ question: "what should she sleep in instead?", history, now }),
    );
    expect(next.content.split("\n\n")[0]).toMatch(/sleep sack|wearable|sleeping bag/i);
  });
});
