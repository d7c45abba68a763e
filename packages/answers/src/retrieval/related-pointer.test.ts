import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import { formula } from "../../test/plan-answer-fixture.js";

describe("planAnswer: the related pointer", () => {
  const nap: KnowledgeEntry = {
    ...formula,
    id: "sleep-naps",
    title: "Naps",
    topics: ["sleep", "naps"],
    body: "Most babies nap 3 times a day at 4 months.\n\n- Watch for sleepy cues.",
    quickAnswers: [],
  };
  const napRival: KnowledgeEntry = {
    ...nap,
    id: "sleep-nap-length",
    title: "How long naps last",
    body: "Naps often last 30 minutes to 2 hours.\n\n- Short naps are common.",
  };

  it("is never a rival answer to the question", () => {
    const plan = planAnswer(
      [
        { entry: nap, score: 10, topicMatch: 0.5 },
        { entry: napRival, score: 9.5, topicMatch: 0.5 },
      ],
      { terms: ["naps"], weights: [1], intent: "other", ageMonths: null },
    );
    expect(plan?.related).toBeNull();
  });

  it("never points to the same thing for another country", () => {
    const uk: KnowledgeEntry = {
      ...nap,
      id: "health-drops-uk",
      title: "Teething drops dose (UK)",
      topics: ["health", "teething drops"],
      body: "Give 2.5 ml of the drops at 6 months.\n\n- Check the label.",
    };
    const us: KnowledgeEntry = {
      ...uk,
      id: "health-drops-us",
      title: "Teething drops dose by weight (US)",
      body: "The usual dose of teething drops is by weight.\n\n- Check the label.",
    };
    const plan = planAnswer(
      [
        { entry: uk, score: 10, topicMatch: 0.5 },
        { entry: us, score: 9, topicMatch: 0.5 },
      ],
      { terms: ["dose", "drops"], weights: [1, 1], intent: "amount", ageMonths: null },
    );
    expect(plan?.lead.entry.id).toBe("health-drops-uk");
    expect(plan?.related).toBeNull();
  });
});
