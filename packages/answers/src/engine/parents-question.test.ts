import { describe, expect, it } from "vitest";
import { askedAbout } from "./parents-question.js";

describe("askedAbout", () => {
  it.each([
    ["what about our dog, he's a big labrador but really soft", "our dog"],
    ["and what about the dog? he's a rescue", "the dog"],
    ["ok what about our cat. she is 12 and very lazy", "our cat"],
    ["how about the puppy; he is only 4 months", "the puppy"],
  ])("%j asks about %j (the rest describes it)", (question, thing) => {
    expect(askedAbout(question)).toBe(thing);
  });

  it.each([
    // A clause that asks its own question is judged with the rest of the turn.
    "what about our dog, how often should he be walked",
    "what about the dog, what food should he eat?",
    "what about our dog, is he ok to sleep in the nursery?",
    // Not a "what about" turn at all.
    "my dog is a big labrador, is he safe with the baby",
    "what about fish?",
  ])("%j is judged on all its words", (question) => {
    expect(askedAbout(question)).toBe(question);
  });
});
