import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "../knowledge/knowledge-entry.js";
import { planAnswer } from "./plan-answer.js";
import { formula, frame, hits } from "../../test/plan-answer-fixture.js";

describe("planAnswer", () => {
  it("leads with the passage for the child's age and puts later ages under 'later'", () => {
    const plan = planAnswer(hits, frame());
    expect(plan?.lead.question).toBe("How much formula at 2 months?");
    expect(plan?.later.map((p) => p.text)).toEqual([
      "By 6 months many take 6 to 8 ounces of formula 4 to 5 times a day.",
    ]);
    expect(plan?.support.map((p) => p.text)).not.toContain(plan?.later[0]?.text);
    // The newborn figure is for an earlier age: it does not lead.
    expect(plan?.lead.text).not.toMatch(/Newborns/);
    expect(plan?.call.map((p) => p.text)).toEqual(["Fewer wet diapers."]);
  });

  it("answers a timing question with other ages, since they are the answer", () => {
    const plan = planAnswer(hits, frame({ intent: "timing", ageMonths: 2 }));
    expect(plan?.later).toEqual([]);
  });

  it("leads again with a passage already shown only when it clearly answers best", () => {
    // Asked again the same way, the 2-month figure still answers best.
    const again = planAnswer(hits, frame({ shown: new Set(["feeding-formula#4"]) }));
    expect(again?.lead.question).toBe("How much formula at 2 months?");
    // Without the age it no longer stands out, and something not yet shown leads.
    const general = planAnswer(
      hits,
      frame({ ageMonths: null, intent: "other", shown: new Set(["feeding-formula#4"]) }),
    );
    expect(general?.lead.question).toBeNull();
    expect(general?.support.map((p) => p.question)).not.toContain("How much formula at 2 months?");
  });

  it("prefers an article written for the child's age over a slightly better-ranked one for older children", () => {
    const older: KnowledgeEntry = {
      ...formula,
      id: "feeding-formula-older",
      ageMin: 9,
      ageMax: 24,
      quickAnswers: [],
      body: "Formula and milk amounts for older babies and toddlers vary.\n\n- Offer milk with meals.",
    };
    const plan = planAnswer(
      [
        { entry: older, score: 11, topicMatch: 0.5 },
        { entry: formula, score: 10, topicMatch: 0.5 },
      ],
      frame({ intent: "other" }),
    );
    expect(plan?.lead.entry.id).toBe("feeding-formula");
  });

  it("returns null without hits", () => {
    expect(planAnswer([], frame())).toBeNull();
  });
});
