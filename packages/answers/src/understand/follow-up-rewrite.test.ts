import { describe, expect, it } from "vitest";
import { rewriteFollowUp } from "./follow-up-rewrite.js";

describe("rewriteFollowUp: the earlier question with the one thing the turn changes", () => {
  it.each([
    // age, in figures, in words and bare after "at"
    [
      "how much formula does a 4 month old need",
      "and at 8 months?",
      "how much formula does a 8 month old need",
      ["age"],
      8,
    ],
    [
      "how much sleep does a 1 year old need",
      "and at 4?",
      "how much sleep does a 4 year old need",
      ["age"],
      48,
    ],
    [
      "how many words should she say at 18 months",
      "and at 3?",
      "how many words should she say at 3 year old",
      ["age"],
      36,
    ],
    [
      "how much milk for a 15 month old",
      "what about at 2?",
      "how much milk for a 2 year old",
      ["age"],
      24,
    ],
    [
      "how many naps does my 7mo need",
      "what about at 11?",
      "how many naps does my 11 month old need",
      ["age"],
      11,
    ],
    [
      "how much water can my 9 month old drink",
      "what about when she turns 2?",
      "how much water can my 2 year old drink",
      ["age"],
      24,
    ],
    [
      "when do vaccines happen",
      "and at 1 year?",
      "when do vaccines happen for a 1 year old",
      ["age"],
      12,
    ],
    [
      "whats the dose of calpol for a 1 year old",
      "and for under 6 months?",
      "whats the dose of calpol for a baby under 6 months",
      ["age"],
      6,
    ],
    // the child named by a stage
    [
      "how often should i cut my toddler's nails",
      "and a newborn?",
      "how often should i cut my newborn's nails",
      ["child"],
      null,
    ],
    // feeding type, in the earlier question's form
    [
      "does my breastfed baby need water in hot weather",
      "what if she's formula fed?",
      "does my formula fed baby need water in hot weather",
      ["feeding"],
      null,
    ],
    [
      "how many wet nappies for a formula fed newborn",
      "and if he's breastfed?",
      "how many wet nappies for a breastfed newborn",
      ["feeding"],
      null,
    ],
    [
      "can i eat fish while breastfeeding",
      "what if i'm formula feeding?",
      "can i eat fish while formula feeding",
      ["feeding"],
      null,
    ],
    // country, added or swapped
    [
      "when is the 8 week jab",
      "and in the US?",
      "when is the 8 week jab in the US",
      ["region"],
      null,
    ],
    [
      "what is the rotavirus schedule in the uk",
      "and in america?",
      "what is the rotavirus schedule in the US",
      ["region"],
      null,
    ],
    // time of day
    [
      "how do i get my 2 year old to stay in bed",
      "and for naps?",
      "how do i get my 2 year old to stay in bed for naps",
      ["time"],
      null,
    ],
    [
      "how often should i feed my 3 week old during the day",
      "and at night?",
      "how often should i feed my 3 week old at night",
      ["time"],
      null,
    ],
    // a thing of the same kind in its place; "even" adds it
    [
      "is it ok to have a coffee while pregnant",
      "what about wine?",
      "is it ok to have a wine while pregnant",
      ["object"],
      null,
    ],
    [
      "can my baby nap in the cot",
      "what about in the pram?",
      "can my baby nap in the pram",
      ["object"],
      null,
    ],
    [
      "how much calpol can my 3 year old have",
      "what about nurofen?",
      "how much nurofen can my 3 year old have",
      ["object"],
      null,
    ],
    // a parent's cold remedies are medicines too
    [
      "can i take ibuprofen while breastfeeding",
      "what about sudafed?",
      "can i take sudafed while breastfeeding",
      ["object"],
      null,
    ],
    [
      "is paracetamol safe when breastfeeding",
      "and a decongestant?",
      "is decongestant safe when breastfeeding",
      ["object"],
      null,
    ],
    [
      "can my baby sleep in the car seat",
      "even on a long drive?",
      "can my baby sleep in the car seat on a long drive",
      ["object"],
      null,
    ],
    // another figure of the same thing
    [
      "how much nurofen for my 2 year old",
      "how often can she have it?",
      "how often can she have nurofen for my 2 year old",
      ["frame"],
      null,
    ],
    [
      "can my toddler have squash",
      "how much is too much?",
      "how much is too much my toddler have squash",
      ["frame"],
      null,
    ],
  ])("%j then %j", (previous, turn, question, slots, ageMonths) => {
    const r = rewriteFollowUp(previous, turn);
    expect(r?.question).toBe(question);
    expect(r?.slots).toEqual(slots);
    expect(r?.ageMonths ?? null).toBe(ageMonths);
  });

  it.each([
    // a subject of its own
    ["how much formula should a 2 month old drink", "when should i start brushing her teeth"],
    ["when do babies say their first word", "and when should they put two words together?"],
    ["how many naps should a 4 month old have", "what about at night, how long should she sleep?"],
    [
      "my 1 yr old has a bottle of milk before bed",
      "what about when she wakes in the night wanting it",
    ],
    ["had a c section 2 weeks ago, when can i drive again", "what about carrying my 3 year old?"],
    // both together, not one for the other
    ["how much calpol for my 1 yr old", "and can i give nurofen as well?"],
    ["my 18 month old has a fever, can i give tylenol", "what about motrin at the same time?"],
    // a time that has passed, a birth before term: not the child's age
    ["how long do the baby blues last", "what if it's been 3 weeks?"],
    ["when do babies crawl", "what if she was born at 30 weeks?"],
    // a stage said of a sibling or of someone else's child: not the asked child changed
    [
      "when can my 4 year old stop napping",
      "what if her toddler sister still naps in the same room?",
    ],
    ["how much screen time for a 3 year old", "what if he watches it with their baby?"],
    // nothing changed that the rewrite knows
    ["how long should time out be", "and if she won't stay?"],
    ["how much formula for a 2 month old", "how much at 4 months?"],
  ])("leaves %j then %j alone", (previous, turn) => {
    expect(rewriteFollowUp(previous, turn)).toBeNull();
  });

  it.each([
    [
      "my 5 year old keeps asking to sit in the front, when can kids sit up front",
      "what if the back seat is full with his two baby brothers car seats?",
    ],
    ["can my 4 year old go in a backless booster", "and if his baby sister's seat is next to him?"],
    [
      "how long can my 3 year old sit in a car seat",
      "what about with their newborn twins in the back too",
    ],
  ])("keeps the asked child when a sibling is named: %j then %j", (previous, turn) => {
    const r = rewriteFollowUp(previous, turn);
    expect(r?.slots ?? []).not.toContain("child");
    expect(r?.slots ?? []).not.toContain("age");
  });
});
