import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { entryPassages } from "../knowledge/passages.js";
import { passageKey } from "./passage-key.js";
import type { QuestionFrame } from "./question-frame.js";
import { supportingPassages } from "./supporting-passages.js";

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
const frame = (shown: string[]): QuestionFrame => ({
  terms: ["long", "pool"],
  weights: [1, 1],
  intent: "amount",
  ageMonths: 2,
  shown: new Set(shown),
});
const texts = (ps: readonly { text: string }[]) => ps.map((p) => p.text);

describe("supportingPassages in a follow-up", () => {
  it("leaves out what the last answer showed, in its words or in others, and its when-to-call lines", () => {
    const next = supportingPassages(lead, frame([passageKey(lessons), passageKey(call)]));
    const all = texts([...next.support, ...next.later, ...next.call]);
    expect(all.some((t) => /drowning risk/.test(t))).toBe(false);
    expect(next.call).toEqual([]);
    expect(texts(next.support)).toContain("Hold your baby within arm's reach at every moment.");
  });

  it("keeps them in a first answer", () => {
    const first = supportingPassages(lead, frame([]));
    expect(texts([...first.support, ...first.later]).some((t) => /drowning risk/.test(t))).toBe(
      true,
    );
    expect(texts(first.call)).toEqual([call.text]);
  });
});
