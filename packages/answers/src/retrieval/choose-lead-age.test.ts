import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import type { SearchHit } from "./search-index.js";
import { formula, frame } from "../../test/plan-answer-fixture.js";

const bath: KnowledgeEntry = {
  id: "care-bath",
  folder: "care",
  title: "Baths for babies",
  topics: ["care", "bathing"],
  ageMin: 0,
  ageMax: 36,
  keywords: [],
  sources: ["https://a.example/1"],
  body: [
    "A bath is a calm part of the day for many babies.",
    "",
    "- Keep one hand on your baby in the bath.",
    "- Gather towels and a clean nappy before you start the bath.",
  ].join("\n"),
  quickAnswers: [
    {
      question: "How warm should baby bath water be?",
      answer: "Around 100 °F (38 °C); test it with your elbow.",
      sources: ["https://a.example/1"],
    },
    {
      question: "How often should I give a bath?",
      answer: "Two or three times a week is enough in the first year.",
      sources: ["https://a.example/1"],
    },
    {
      question: "What time should a 6 month old go to bed?",
      answer: "Often between 7 and 8 p.m., counting back from wake-up time.",
      sources: ["https://a.example/1"],
    },
  ],
};
const bathHits: SearchHit[] = [{ entry: bath, score: 10, topicMatch: 0.5 }];

describe("planAnswer: the figure asked for and the age it is for", () => {
  it("leads with the quick answer for the asked figure, not a neighbour on the same subject", () => {
    const base = { terms: ["bath", "baby"], weights: [2, 1], intent: "amount" as const };
    const often = planAnswer(bathHits, { ...base, facet: "frequency", ageMonths: null });
    expect(often?.lead.question).toBe("How often should I give a bath?");
    const warm = planAnswer(bathHits, { ...base, facet: "temperature", ageMonths: null });
    expect(warm?.lead.question).toBe("How warm should baby bath water be?");
  });

  it("never leads with a passage written for one earlier age", () => {
    const plan = planAnswer(bathHits, {
      terms: ["time", "bed"],
      weights: [1, 2],
      intent: "other",
      facet: "clock",
      ageMonths: 10,
    });
    expect(plan?.lead.question).not.toBe("What time should a 6 month old go to bed?");
  });
});

describe("planAnswer: the child's own age among single-age answers", () => {
  const byMonth: KnowledgeEntry = {
    ...formula,
    id: "feeding-bottle-by-month",
    title: "Bottle amounts month by month",
    quickAnswers: [
      {
        question: "How much milk at 1 month?",
        answer: "About 3 to 4 ounces every 3 to 4 hours.",
        sources: ["https://a.example/1"],
      },
      {
        question: "How much milk at 3 months?",
        answer: "About 5 to 6 ounces every 3 to 4 hours.",
        sources: ["https://a.example/1"],
      },
    ],
  };
  const ask = (ageMonths: number, terms = ["bottle", "milk", "drink"]) =>
    planAnswer(
      [
        { entry: formula, score: 10, topicMatch: 0.5 },
        { entry: byMonth, score: 7, topicMatch: 0.5 },
      ],
      { terms, weights: terms.map(() => 1), intent: "amount", facet: "quantity", ageMonths },
    );

  it("leads with the figure for the child's month, even from the second article", () => {
    expect(ask(3)?.lead.question).toBe("How much milk at 3 months?");
    expect(ask(2.6)?.lead.question).toBe("How much milk at 3 months?");
  });

  it("never leads with the figure for a month either side of the child's", () => {
    const lead = ask(2)?.lead;
    expect(lead?.question).not.toBe("How much milk at 1 month?");
    expect(lead?.question).not.toBe("How much milk at 3 months?");
  });

  it("does not let the parent's own figures ('4oz', '6mo') decide which passage leads", () => {
    expect(ask(3, ["bottle", "milk", "4oz", "amounts"])?.lead.question).toBe(
      "How much milk at 3 months?",
    );
  });

  it("never leads with a quick answer asked for another month, even when its answer looks ahead", () => {
    const ahead: KnowledgeEntry = {
      ...formula,
      id: "feeding-formula-ahead",
      quickAnswers: [
        {
          question: "How much formula at 5 months?",
          answer: "About 4 to 6 ounces a feed, moving toward 6 to 8 ounces by about 6 months.",
          sources: [],
        },
      ],
    };
    const plan = planAnswer(
      [{ entry: ahead, score: 10, topicMatch: 0.5 }],
      frame({ ageMonths: 9 }),
    );
    expect(plan?.lead.question).not.toBe("How much formula at 5 months?");
  });
});
