import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../test/engine-fixture.js";

/** The second turn's answer, after the first turn was answered as the engine answers it. */
async function secondTurn(first: string, second: string) {
  const r1 = answered(await engine.answer({ question: first, now }));
  return answered(
    await engine.answer({
      question: second,
      history: [
        { role: "user", content: first },
        { role: "assistant", content: r1.content },
      ],
      now,
    }),
  );
}

const lead = (content: string) => (content.split("\n\n")[0] ?? "").replace(/\[\d+\]\([^)]*\)/g, "");

describe("answer engine: a second turn that changes one thing is answered for the changed case", () => {
  it.each([
    // the child's age
    ["how much formula should a 3 month old have", "and at 6 months?", /6 months.*6 to 8 ounces/],
    ["how many naps does a 9 month old need", "what about once she's 18 months?", /1 midday nap/],
    ["how much sleep does my 8 month old need", "and when he's 2?", /11 to 14 hours/],
    ["how long should my 6 month old nap", "and my 2 year old?", /2 year old.*1 to 3 hours/],
    ["how often should i bath my newborn", "and a 1 year old?", /12 month/],
    // the child named by a stage
    ["how much sleep does a newborn need", "and a toddler?", /1 to 2 year old.*11 to 14 hours/],
    // feeding type
    [
      "how often should a breastfed newborn feed",
      "what if he's formula fed?",
      /ounces.*every (?:2|3)/,
    ],
    ["does my formula fed baby need vitamin d", "and if she's breastfed?", /[Bb]reastfed.*400 IU/],
    ["how often do newborns poo", "what if he's formula fed?", /formula-fed/],
    // country
    ["how much paracetamol for a 2 year old", "and in the US?", /Tylenol|acetaminophen/i],
    ["when does a baby need the flu vaccine in the uk", "and in america?", /In the US|US;/],
    // a thing of the same kind in place of the one asked about
    ["can i drink tea while breastfeeding", "what about beer?", /beer|drink/i],
    ["can my baby sleep in a swing", "what about a sling?", /[Ss]lings?/],
    ["is it safe for my baby to sleep in the pram", "what about the car seat?", /car seat/i],
    ["can my 8 month old eat eggs", "what about honey?", /honey.*12 months/i],
    ["when can i give my baby peanut butter", "what about honey?", /honey.*12 months/i],
    ["can my 9 month old have cows milk", "what about oat milk?", /oat/],
    ["how much calpol can i give my 2 year old", "what about nurofen?", /Nurofen|ibuprofen/],
    ["can i take ibuprofen while breastfeeding", "what about codeine?", /codeine/i],
    [
      "how long does breast milk last in the fridge",
      "what about at room temperature?",
      /room temperature.*4 hours/,
    ],
    // a situation added to the one asked about
    ["can my 4 year old sit in the front seat", "even in a booster seat?", /back seat|under 13/],
    // another figure of the same thing
    ["how much ibuprofen for my 1 year old", "how often can i give it?", /6 to 8 hours/],
    ["how much tylenol for my 2 year old", "how many times a day?", /4 to 6 hours/],
    ["is it ok to give my 1 year old juice", "how much is too much?", /4 ounces/],
  ])("%j then %j", async (first, second, expected) => {
    const r = await secondTurn(first, second);
    expect(lead(r.content)).toMatch(expected);
  });

  it("answers for the age the turn names, not the one asked before", async () => {
    const r = await secondTurn("how much sleep does my 8 month old need", "and when he's 2?");
    expect(r.meta.entryIds[0]).toBe("sleep-toddler-sleep-amounts");
    expect(lead(r.content)).not.toMatch(/6 to 12 months/);
  });
});
