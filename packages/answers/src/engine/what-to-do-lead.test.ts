import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const text = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);
const lead = (r: AnswerResult) => text(r).split("\n\n")[0] ?? "";
const entries = (r: AnswerResult) => (r.kind === "answer" ? r.meta.entryIds : []);
const urgency = (r: AnswerResult) => (r.kind === "answer" ? r.urgency : r.kind);

// TF7-059 "what should i do if my baby ever chokes? want to be prepared" was led by choking
// foods ("prepared" found food prep) and a seizure asked about "just to be ready" by potty
// readiness: a parent's readiness names no subject, and a danger in a what-to-do question asks
// for its first-aid steps. Triage leaves these at home care; the lead must be the steps.
describe("a what-to-do question about a danger leads with the first-aid steps", () => {
  it.each([
    ["what should i do if my toddler ever chokes? want to be prepared", /choking|back blows/i],
    [
      "what would we do if our 2 year old ever chokes on a grape, just in case",
      /choking|back blows/i,
    ],
    ["what do i do if my toddler has a seizure, just want to be ready", /side|time it/i],
    ["what should I do if my baby ever has a fit", /side|time it/i],
    ["what to do if a toddler gets a burn from the oven, want to be prepared", /cool/i],
    ["what do you do if your kid gets scalded by a cup of tea, asking just in case", /cool/i],
  ])("%j", async (q, steps) => {
    const r = await engine.answer({ question: q });
    expect(urgency(r)).toBe("routine");
    expect(lead(r)).toMatch(steps);
  });
});

describe("readiness words name no subject, and a fit thrown is a tantrum", () => {
  it("is she ready for solids still finds solids", async () => {
    const r = await engine.answer({ question: "is my 5 month old ready for solids" });
    expect(entries(r)[0]).toMatch(/solids/);
  });
  it("a fit thrown in a shop is a tantrum, not a seizure", async () => {
    const r = await engine.answer({
      question: "my son threw a fit in the supermarket, what do i do",
    });
    expect(entries(r)[0]).toMatch(/tantrum/);
  });
  it("a real choking now still gets the emergency card", async () => {
    const r = await engine.answer({ question: "what do i do my baby is choking and cant breathe" });
    expect(urgency(r)).toBe("emergency");
  });
});

// TF7-089, TF7-069: a child pretending to choke "as a joke", or playing doctors and saying he is
// dying, was answered with choking first aid and night feeds: the play is the subject.
describe("pretend play with a danger acted is answered as play", () => {
  it.each([
    "my 2 year old keeps pretending to choke and cough as a joke, how do i stop it",
    "my 3 year old plays dead and pretends to be dying when we play hospitals",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(urgency(r)).toBe("routine");
    expect(lead(r)).toMatch(/pretend/i);
  });
});
