import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import type { SearchHit } from "./search-index.js";
import { formula, frame } from "../../test/plan-answer-fixture.js";
import { entryPassages } from "../knowledge/passages.js";
import { passageKey } from "./passage-key.js";
import type { QuestionFrame } from "./question-frame.js";
import { supportingPassages } from "./supporting-passages.js";

describe("planAnswer: when-to-call lines", () => {
  const fever: KnowledgeEntry = {
    ...formula,
    id: "health-fever",
    folder: "health",
    title: "Fever",
    topics: ["health", "fever"],
    ageMin: 0,
    ageMax: 36,
    body: [
      "A fever is a temperature of 100.4 °F (38 °C) or higher.",
      "",
      "- Offer plenty of fluids.",
      "",
      "**When to call the doctor**",
      "- Under 3 months: any fever, call now.",
      "- A fever that lasts more than 3 days.",
    ].join("\n"),
    quickAnswers: [],
  };
  const feverHits: SearchHit[] = [{ entry: fever, score: 10, topicMatch: 0.5 }];

  it("leaves out the lines written for another age", () => {
    const toddler = planAnswer(feverHits, frame({ terms: ["fever"], weights: [1], ageMonths: 24 }));
    expect(toddler?.call.map((p) => p.text)).toEqual(["A fever that lasts more than 3 days."]);
    const baby = planAnswer(feverHits, frame({ terms: ["fever"], weights: [1], ageMonths: 2 }));
    expect(baby?.call).toHaveLength(2);
  });
});

const swimming: KnowledgeEntry = {
  id: "care-swimming",
  folder: "care",
  title: "Baby swimming",
  topics: ["care", "swimming"],
  ageMin: 0,
  ageMax: 36,
  keywords: [],
  sources: ["https://a.example/1"],
  body: [
    "Babies can swim from early on if the water is warm enough.",
    "",
    "- Keep first sessions short and take your baby out if they shiver.",
    "- Swim lessons can lower drowning risk from about age 1.",
    "- Hold your baby within arm's reach at every moment.",
    "",
    "**When to call the doctor**",
    "- Your baby is unwell or feverish: wait until they are better.",
  ].join("\n"),
  quickAnswers: [
    {
      question: "Do swimming lessons make my toddler water-safe?",
      answer: "No; swim lessons can lower drowning risk from about age 1, nothing more.",
      sources: ["https://a.example/1"],
    },
  ],
};
const passages = entryPassages(swimming);
const find = (start: string) => passages.find((p) => p.text.startsWith(start))!;
const lead = find("Keep first sessions");
const lessons = find("Swim lessons");
const call = find("Your baby is unwell");
const followUpFrame = (shown: string[]): QuestionFrame => ({
  terms: ["long", "pool"],
  weights: [1, 1],
  intent: "amount",
  ageMonths: 2,
  shown: new Set(shown),
});
const texts = (ps: readonly { text: string }[]) => ps.map((p) => p.text);

describe("supportingPassages in a follow-up", () => {
  it("leaves out what the last answer showed, in its words or in others, and its when-to-call lines", () => {
    const next = supportingPassages(lead, followUpFrame([passageKey(lessons), passageKey(call)]));
    const all = texts([...next.support, ...next.later, ...next.call]);
    expect(all.some((t) => /drowning risk/.test(t))).toBe(false);
    expect(next.call).toEqual([]);
    expect(texts(next.support)).toContain("Hold your baby within arm's reach at every moment.");
  });

  it("keeps them in a first answer", () => {
    const first = supportingPassages(lead, followUpFrame([]));
    expect(texts([...first.support, ...first.later]).some((t) => /drowning risk/.test(t))).toBe(
      true,
    );
    expect(texts(first.call)).toEqual([call.text]);
  });
});
