import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../index.js";

const engine = createAnswerEngine({ llm: null });
async function lead(question: string) {
  const r = await engine.answer({ question, history: [] });
  if (r.kind !== "answer") throw new Error(`expected an answer for ${question}`);
  return { id: r.meta.entryIds[0], first: r.content.split(/\n\n/)[0] ?? "" };
}

// "What should a child be able to do at N" asks for that age's milestones, as "what should he be
// doing" does; the milestone article leads with what most children do, not a check-up aside.
describe("what a child should be able to do is the milestone article", () => {
  it.each([
    ["what should a 2 year old be able to do", "development-milestones-24-months"],
    ["what should my son be able to do at 12 months", "development-milestones-12-months"],
    ["what should a 9 month old be doing", "development-milestones-9-months"],
    ["what things should an 18 month old be doing by now", "development-milestones-18-months"],
  ])("%j → %s", async (q, id) => {
    const got = await lead(q);
    expect(got.id).toBe(id);
    expect(got.first).toMatch(/\bmost (?:babies|toddlers|children)\b/i);
  });
});

describe("what a child should manage before starting school is school readiness", () => {
  it("is not read as the milestone article", async () => {
    const got = await lead("what should my daughter be able to do before she starts reception");
    expect(got.id).not.toMatch(/^development-milestones/);
  });
});
