import { describe, expect, it } from "vitest";
import { secondTurnWith } from "../test/engine-fixture.js";
import { createAnswerEngine } from "./create-answer-engine.js";

// The shipped triage reads the ages these conversations name.
const engine = createAnswerEngine({ llm: null });

const secondTurn = (first: string, second: string) => secondTurnWith(engine, first, second);

const lead = (r: { content: string }) => r.content.split("\n\n")[0] ?? "";

// Blind A10: second turns read as the earlier subject plus this turn's change, answered on what
// the turn itself asks (own paraphrases over several subjects).
describe("answer engine: a second turn answers what it asks", () => {
  // "how do I tell if…" asks for the signs in a conversation too; a topic word of the last
  // answer's article ("dehydration" among vomiting's) does not keep that article first.
  it.each([
    [
      "my 14 month old has had diarrhoea since yesterday, what can she eat",
      "how would i tell if she's getting dehydrated?",
      "health-dehydration-signs",
    ],
    [
      "my 2 year old has a tummy bug and keeps being sick",
      "how can i tell if hes dehydrated",
      "health-dehydration-signs",
    ],
  ])("%j then %j: the signs", async (first, second, entry) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe(entry);
    expect(lead(r)).toMatch(/sign|fewer/i);
  });

  // The child's own figure asked against the last answer's: that figure answers again.
  it.each([
    [
      "how long should my 3 year old sleep at night",
      "he only gets 9 hours, should i be worried?",
      "sleep-toddler-sleep-amounts",
      /\d+ (?:to|-) \d+ hours/,
    ],
    [
      "how much milk should my 18 month old drink",
      "he has about 700ml a day, is that too much?",
      "feeding-toddler-milk-how-much",
      /\d+ ml/,
    ],
    [
      "how many naps does a 9 month old need",
      "he only takes one, is that ok?",
      "sleep-naps-by-age",
      /2 naps/,
    ],
  ])("%j then %j: the figure again", async (first, second, entry, figure) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe(entry);
    expect(lead(r)).toMatch(figure);
  });

  // A twin or sibling born early, asked about after a milestone: corrected age, not twins or
  // siblings' squabbles.
  it.each([
    ["how many words should my 18 month old say", "and her twin sister who came 7 weeks early?"],
    [
      "when do babies usually crawl? mine is 8 months",
      "and what about his brother who was born 10 weeks early",
    ],
  ])("%j then %j: corrected age", async (first, second) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe("development-premature-corrected-age");
    expect(lead(r)).toMatch(/corrected/);
  });

  // "can I loosen the straps?": a passage holding the turn's words answers it, even one the last
  // answer showed below its lead; a fresh tip holding none of them does not.
  it.each([
    [
      "my toddler screams every time i put her in her car seat",
      "can i loosen the straps a little so she's comfier?",
      /harness|straps/i,
    ],
    [
      "my 2 year old arches his back and won't go in his car seat",
      "is it ok if the straps are a bit loose then?",
      /harness|straps/i,
    ],
  ])("%j then %j: about the straps", async (first, second, said) => {
    const r = await secondTurn(first, second);
    expect(lead(r)).toMatch(said);
  });

  // What the turn asks after telling ("…but should I…?") is what is new; its own article is a
  // candidate however many words the earlier topic brings.
  it.each([
    [
      "my 11 month old isn't saying any words yet",
      "she babbles loads but should i have her hearing tested?",
      "development-hearing-checks",
    ],
    [
      "how much formula should my 4 month old have",
      "she drinks it all fine but should i be burping her more?",
      "feeding-burping",
    ],
  ])("%j then %j: what is asked after 'but'", async (first, second, entry) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe(entry);
  });

  // A child who has not pooed for days, asked about after holding it in: softening the poo.
  it("after withholding, 'no poo for 5 days, do I give her anything?' is about softening it", async () => {
    const r = await secondTurn(
      "my 3 year old holds in her poo and is scared of the potty",
      "she hasn't pooed for 5 days, should i give her anything?",
    );
    expect(lead(r)).toMatch(/soft|constipat|laxative/i);
  });
});
