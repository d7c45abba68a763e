import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import type { SearchHit } from "./search-index.js";
import { formula, frame } from "../../test/plan-answer-fixture.js";

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
