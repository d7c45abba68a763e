import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../index.js";

const engine = createAnswerEngine({ llm: null });
async function lead(question: string) {
  const r = await engine.answer({ question, history: [] });
  if (r.kind !== "answer") throw new Error(`expected an answer for ${question}`);
  return r.meta.entryIds[0] ?? "";
}

// "Dry" in a dry cough is the kind of cough: searched alone it matched being dry at night, and
// "dry tickly cough at night, 3 years old" was answered with night-time potty training.
describe("a dry cough is a cough, not dryness at night", () => {
  it.each([
    "dry tickly cough at night in my 3 year old, no fever",
    "dry coughing fits at night in my 18 month old",
    "my 3 year old has had a dry cough every night this week",
    "4 year old with a dry irritating cough when she lies down at night",
  ])("%j → a cough entry", async (q) => {
    expect(await lead(q)).toMatch(
      /^health-(?:cough|croup|common-cold|asthma|viral-wheeze|whooping-cough)/,
    );
  });

  it.each([
    "my daughter is dry at night now, can we stop nappies",
    "3 year old dry in the day but not at night, normal?",
  ])("%j → still night-time potty training", async (q) => {
    expect(await lead(q)).toMatch(/^(?:care-potty-training-at-night|care-bedwetting)$/);
  });
});
