import { describe, expect, it } from "vitest";
import { secondTurnWith } from "../test/engine-fixture.js";
import { createAnswerEngine } from "./create-answer-engine.js";

// The shipped triage reads the ages ("2.5 yr old", "by 1 year") these conversations turn on.
const engine = createAnswerEngine({ llm: null });

const secondTurn = (first: string, second: string) => secondTurnWith(engine, first, second);

describe("answer engine: a follow-up is answered about the conversation's subject", () => {
  it.each([
    [
      "how do i start potty training my 2 year old",
      "and at night? shes still soaking her nappy every morning",
    ],
    ["how do i start potty training my 2 year old", "what about nights?"],
    ["potty training tips for my 2.5 yr old boy", "and nights?"],
  ])("%j then %j: night-time potty training, not nappies", async (first, second) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe("care-potty-training-at-night");
  });

  it.each([
    "should i get him a baby walker to help him along",
    "are those walkers with wheels any good for that?",
    "would a walker help?",
  ])(
    "after first steps, %j is about baby walkers (a new subject its own words name)",
    async (second) => {
      const r = await secondTurn("when do babies usually start walking? my son is 1", second);
      expect(r.meta.entryIds[0]).toBe("safety-baby-walkers");
      expect(r.content.split("\n\n")[0]).toMatch(/walkers?/i);
    },
  );

  // A7-076: after the time-out length, a child who will not stay is answered with putting them
  // back, not with time-in for under-2s.
  it.each([
    ["how long should time out be for my 3yo", "what if she wont stay there and keeps getting up"],
  ])("after %j, %j is answered with putting the child back", async (first, second) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe("behaviour-time-out-and-time-in");
    expect(r.content.split("\n\n")[0]).toMatch(/put them back/i);
  });

  it("keeps a parent's subject when the turn's word is not in its article", async () => {
    const r = await secondTurn(
      "when can i start exercising again after having my baby",
      "is swimming ok?",
    );
    expect(r.meta.entryIds[0]).toBe("parents-exercise-after-birth");
  });

  it("does not hold on to an article that holds none of the turn's words", async () => {
    const r = await secondTurn(
      "when can i take my newborn out to the shops",
      "what about on a plane?",
    );
    expect(r.meta.entryIds[0]).toBe("care-flying-with-baby");
  });

  it("asks the same question again for a new age when the turn names only an age", async () => {
    const r = await secondTurn("how many naps does a 4 month old need", "and by 1 year?");
    expect(r.content.split("\n\n")[0]).toMatch(/\b1 or 2\b|\b2 naps\b/);
  });

  it.each([
    "what about our dog, he's a big labrador but really soft",
    "and what about the dog? he's a rescue",
    "what about our dog?",
  ])("after a cat and the new baby, %j asks the same about the dog", async (second) => {
    const r = await secondTurn("we have a cat, is it safe to have her around the new baby", second);
    expect(r.meta.entryIds[0]).toMatch(/pets|dogs/);
  });

  it.each([
    [
      "6 weeks old and spits up after literally every feed. is this reflux? she seems happy otherwise",
      "anything i can do to make it less?",
      /spit-up|reflux/,
    ],
    [
      "my 18 month old has hand foot and mouth",
      "how long does it usually last?",
      /hand-foot-mouth/,
    ],
    [
      "my 1 yr old still has a bottle of milk before bed every night, is that ok",
      "what about when she wakes in the night wanting it",
      /bottle|night-weaning/,
    ],
  ])(
    "after %j, the pronoun in %j stands for the conversation's subject",
    async (first, second, id) => {
      const r = await secondTurn(first, second);
      expect(r.meta.entryIds[0]).toMatch(id);
    },
  );

  it.each([
    ["how many hours should a 6 month old sleep in total", "what about when shes 2"],
    ["how much sleep does a 6 month old need", "and at 18 months?"],
  ])("after %j, %j asks the same of the age it names", async (first, second) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe("sleep-toddler-sleep-amounts");
    expect(r.content.split("\n\n")[0]).toMatch(/11 to 14 hours/);
  });

  it.each([
    "and lifting? i have a 2 yr old who wants to be picked up all the time",
    "what about carrying my 3 year old?",
  ])(
    "after a C-section, %j is still about the mother, whatever the child's age",
    async (second) => {
      const r = await secondTurn("had a c section 2 weeks ago, when can i drive again", second);
      expect(r.meta.entryIds[0]).toBe("parents-c-section-recovery");
    },
  );

  it.each([
    ["can my 1 year old have honey", "how much?", "feeding-honey-under-one"],
    ["can my 1 year old have honey", "how much is ok?", "feeding-honey-under-one"],
    [
      "how much formula for a 2 month old",
      "how much at 4 months?",
      "feeding-formula-amounts-month-by-month",
    ],
  ])(
    "after %j, %j stays on its article (the index's word for 'how much' names no article)",
    async (first, second, id) => {
      const r = await secondTurn(first, second);
      expect(r.meta.entryIds[0]).toBe(id);
    },
  );
});
