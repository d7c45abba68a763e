import { describe, expect, it } from "vitest";
import { checksOwnFigure } from "./own-figure.js";

describe("checksOwnFigure: the child's own figure, asked whether it is all right", () => {
  it.each([
    "she only gets about 10, is that bad?",
    "he drinks maybe 300ml a day, is that enough",
    "she only says four words, should i be worried?",
    "hes feeding every 2 hours, is that too much?",
    "she naps for 3 hours in the day is that ok",
    "only 5 wet nappies today, is that normal?",
  ])("%j", (turn) => {
    expect(checksOwnFigure(turn)).toBe(true);
  });

  it.each([
    // an age, or no figure: another question
    "she's 2 years old, is that too young?",
    "he's 18 months, is that normal?",
    "is that bad?",
    "she only eats pasta, is that ok?",
    // a figure without a judgement asked
    "what about at 10?",
    "she sleeps 10 hours, what time should bedtime be",
  ])("not %j", (turn) => {
    expect(checksOwnFigure(turn)).toBe(false);
  });
});
