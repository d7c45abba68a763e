import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const lead = (r: AnswerResult) => (r.kind === "answer" ? (r.content.split("\n\n")[0] ?? "") : "");

/**
 * What a passage answers (its focus beyond the article's subject, and the figure asked) matched
 * with what the parent asks, in our own words: within one article the passage asked about the
 * same thing leads, not one asking the same figure of another thing.
 */
describe("the passage whose (focus, figure) is the question's leads", () => {
  it.each([
    // How long contagious, not how long it lasts (the answer gives no figure: still the answer).
    [
      "for how many days can hand foot and mouth spread to other kids, is it contagious",
      /contagious/i,
    ],
    ["how long is a toddler with hand, foot and mouth contagious", /contagious/i],
    // How long it lasts, not how long contagious.
    ["how long does hand foot and mouth usually last", /7 to 10 days/],
    // Bedtime yes/no on a clock time, not the article's general lead.
    ["is a 7pm bedtime too early for a 10 month old", /7 pm too early/i],
    // Which storage place: the fridge, not room temperature.
    ["how long is pumped breastmilk ok in the fridge", /4 days/],
    ["how many months does breastmilk keep in the freezer", /6 months|12 months/],
  ])("%s", async (question, expected) => {
    expect(lead(await engine.answer({ question, history: [] }))).toMatch(expected);
  });
});
