import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const lead = (r: AnswerResult) => (r.kind === "answer" ? (r.content.split("\n\n")[0] ?? "") : "");
const entry = (r: AnswerResult) => (r.kind === "answer" ? (r.meta.entryIds[0] ?? "") : r.kind);

/**
 * Pairs of neighbouring questions on one topic, phrased by us (not taken from a batch): each must
 * lead with the passage on the thing it asks (formula, not breast milk; nightmares, not night
 * terrors) and the kind of answer it asks for (how long, how often, when, how to tell), not with
 * its neighbour's. Blind graders' main loss (AF6, A8) was the neighbour's answer.
 */
describe("neighbouring questions go to their own passage", () => {
  it.each([
    // What is stored: made-up formula vs expressed breast milk.
    ["how long is made-up formula ok at room temperature", /formula-preparation/, /2 hours/],
    ["how long can a made up bottle of formula stay out", /formula-preparation/, /2 hours/],
    ["how long can made up formula sit at room temperature", /formula-preparation/, /2 hours/],
    ["how long can expressed breast milk sit out", /breast-milk-storage|pumping/, /4 hours/],
    ["how long does breast milk keep in the freezer", /breast-milk-storage/, /6 months/],
    // Which dream: nightmares vs night terrors.
    ["whats the difference between nightmares and night terrors", /night-terrors/, /nightmare/i],
    ["should i wake my toddler during a night terror", /night-terrors/, /^\*\*Should I wake/],
    // Which throwing: toys vs food.
    ["my 2 year old throws toys at his friends", /throwing/, /toys/i],
    ["why does my baby keep throwing food on the floor", /throwing|mealtime/, /food/i],
    // Which nappy question: how often poo vs straining.
    ["how often should a breastfed 3 week old poo", /normal-baby-poop/, /poo/i],
    ["my baby strains and goes red before every poo", /dyschezia/, /strain/i],
    // Which choking food: grapes vs popcorn.
    ["can my 2 year old have whole grapes", /choking/, /grapes/],
    ["can toddlers eat popcorn", /choking/, /popcorn/],
    // Fever: what counts vs bringing it down.
    ["what temperature counts as a fever in a baby", /fever-what-counts/, /100\.4|38/],
    ["how do i bring my toddlers fever down", /fever/, /drink|layer|paracetamol|ibuprofen/i],
    // Jabs: which at 8 weeks vs after-effects.
    ["what jabs does my baby have at 8 weeks", /vaccine-schedule-uk/, /6-in-1/],
    ["what side effects can my baby get after the 8 week jabs", /vaccine/, /side effects/i],
    // Baths: how warm vs how often.
    ["how warm should my newborns bath water be", /bath/, /°/],
    ["how often should i bath my 2 week old", /bath-frequency/, /week/],
    // Cow's milk: when vs how much.
    ["when can my baby drink cows milk", /cows-milk/, /12 months/],
    ["how much cows milk should my 18 month old drink a day", /cows-milk|toddler/, /cups|ml|oz/],
    // Car seats: facing forward vs booster.
    ["when can my baby face forward in the car seat", /car-seat/, /face forward/i],
    ["when can my child move to a booster seat", /car-seat/, /booster/i],
    // Teething: when it starts vs what it causes.
    ["when do babies start teething", /teething|teeth/, /6 months/],
    ["does teething cause diarrhoea", /teething/, /^\*\*Does teething cause diarrh/],
    // Sunscreen: under 6 months vs what kind.
    ["can i put sunscreen on my 3 month old", /sun/, /6 months/],
    ["what spf should my toddler's sunscreen be", /sun/, /SPF|30/],
    // Dummies: stopping vs starting.
    ["how do i get rid of my toddlers dummy", /pacifier/, /get rid|limit/i],
    ["when can i give my breastfed newborn a dummy", /pacifier/, /week|breastfeeding/i],
    // Naps: how many vs how long at night.
    ["how many naps should my 4 month old take", /3-to-5-months/, /naps/],
    ["how long does a 4 month old sleep at night", /3-to-5-months/, /at night/],
    // Potty: readiness vs how.
    [
      "how do i know if my toddler is ready for potty training",
      /potty-training-readiness/,
      /ready|readiness/i,
    ],
    ["how do i start potty training my 2 year old", /potty/, /potty/i],
  ])("%j", async (question, entryId, leadText) => {
    const r = await engine.answer({ question });
    expect(entry(r)).toMatch(entryId);
    expect(lead(r)).toMatch(leadText);
  });
});
