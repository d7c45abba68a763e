import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { conversationMemory } from "./conversation-memory.js";
import { isFollowUp, pointsBack } from "./follow-up.js";

const entry: KnowledgeEntry = {
  id: "feeding-solids",
  folder: "feeding",
  title: "Starting solids",
  topics: ["feeding"],
  ageMin: 4,
  ageMax: 12,
  keywords: [],
  sources: ["https://a.example/1"],
  body: "Most babies are ready for solid foods at about 6 months.\n\n- Start with iron-rich foods such as meat, beans or fortified cereal.\n- Offer fruit and vegetables of every colour.",
};

describe("isFollowUp", () => {
  it.each([
    ["what about fruit?", true],
    ["and at night?", true],
    ["is that too early?", true],
    ["does he need his jabs before that?", true],
    ["my 3 month old grunts a lot in his sleep is that normal", false],
    ["how much formula should a 2 month old drink", false],
    ["how much milk should she drink", false],
    ["how long does it last?", true],
    ["when can she start?", true],
    ["what can i give her for it", true],
    // Frame words ("how long", "settle", "work") name no subject of their own.
    ["how long before that settles down?", true],
    ["how soon does it usually start to work?", true],
    ["how many calories do i need?", true],
    ["how long do colds last in toddlers", false],
  ])("%s → %s", (q, expected) => {
    expect(isFollowUp(q)).toBe(expected);
  });
});

describe("pointsBack", () => {
  it.each([
    ["what about when she wakes in the night wanting it", true],
    ["anything i can do to make it less?", true],
    ["how long does that usually last", true],
    ["can i give her those at night?", true],
    // An "it" that stands for nothing said before.
    ["is it ok to give her water", false],
    ["it's fine to skip a nap sometimes?", false],
    ["and at night?", false],
    ["when do they check for autism", false],
  ])("%s → %s", (q, expected) => {
    expect(pointsBack(q)).toBe(expected);
  });
});

describe("conversationMemory", () => {
  const history = [
    { role: "user" as const, content: "when can my 5 month old start solids" },
    {
      role: "assistant" as const,
      content: "Most babies are ready for solid foods at about 6 months. [1](https://a.example/1)",
    },
  ];
  const ageOf = (q: string) => (/5 month/.test(q) ? 5 : null);

  it("carries the topic, the age, the intent and the passages already shown", () => {
    const memory = conversationMemory(history, ageOf);
    expect(memory).toMatchObject({
      topic: "when can my 5 month old start solids",
      ageMonths: 5,
      intent: "timing",
    });
    expect([...(memory?.shownIn([{ entry, score: 1, topicMatch: 1 }]) ?? [])]).toEqual([
      "feeding-solids#0",
    ]);
  });

  it.each([
    // The age was named before the present topic began (a full question of its own since).
    [["my 18 month old has hand foot and mouth", "how much milk should she drink a day"], 18],
    [["my 2 year old has a cough", "what time should she go to bed", "and naps?"], 24],
    // The latest named age holds.
    [["how much formula for a 2 month old", "my 9 month old wont nap", "is that normal"], 9],
    [["how do i clean a dummy", "what about bottles"], null],
  ])("carries the child's age from any earlier question: %j → %s", (asked, age) => {
    const turns = asked.flatMap((content) => [
      { role: "user" as const, content },
      { role: "assistant" as const, content: "An answer." },
    ]);
    const ageOfWords = (q: string) => {
      const m = /(\d+) (month|year)/.exec(q);
      return m ? Number(m[1]) * (m[2] === "year" ? 12 : 1) : null;
    };
    expect(conversationMemory(turns, ageOfWords)?.ageMonths ?? null).toBe(age);
  });

  it("is null for a first question", () => {
    expect(conversationMemory([], ageOf)).toBeNull();
  });
});
