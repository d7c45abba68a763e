import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import type { SearchHit } from "./search-index.js";

describe("planAnswer: a follow-up asking again for another age", () => {
  const walk: KnowledgeEntry = {
    id: "development-walk",
    folder: "development",
    title: "Walking",
    topics: ["development", "walking"],
    ageMin: 6,
    ageMax: 24,
    keywords: [],
    sources: ["https://a.example/1"],
    body: "Many babies take first steps between about 9 and 15 months.\n\n- Barefoot is best indoors.",
    quickAnswers: [],
  };
  const gates: KnowledgeEntry = {
    ...walk,
    id: "safety-gates",
    folder: "safety",
    title: "Stair gates for walkers",
    topics: ["safety", "walking"],
    body: "Fit stair gates once your baby starts walking, usually from about 9 months.\n\n- Screw gates in at the top of stairs.",
  };
  const hits: SearchHit[] = [
    { entry: gates, score: 10, topicMatch: 0.5 },
    { entry: walk, score: 9, topicMatch: 0.5 },
  ];
  const again = {
    terms: ["walking", "steps"],
    weights: [1, 1],
    intent: "timing" as const,
    ageMonths: 12,
    turnAge: 12,
    led: new Set(["development-walk#0"]),
    shown: new Set(["development-walk#0", "safety-gates#0"]),
  };

  it("answers from the article asked about, for the new age, and says so", () => {
    const plan = planAnswer(hits, again);
    expect(plan?.lead.entry.id).toBe("development-walk");
    expect(plan?.forAge).toBe(12);
  });

  it("does not say 'At N months' over an article that was not asked about again", () => {
    const toddler = planAnswer(hits, { ...again, ageMonths: 30, turnAge: 30 });
    expect(toddler?.forAge).toBeNull();
  });

  it("does not treat a follow-up with words of its own as the same question again", () => {
    const plan = planAnswer(hits, { ...again, own: { terms: ["gates"], weights: [1] } });
    expect(plan?.forAge).toBeNull();
  });
});
