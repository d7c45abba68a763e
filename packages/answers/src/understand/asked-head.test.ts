import { describe, expect, it } from "vitest";
import { askedHead, headStandsAlone } from "./asked-head.js";

describe("askedHead", () => {
  it.each([
    ["what toys are a choking hazard for toddlers", "toys"],
    ["how many meals a day should a 9 month old be having", "meals"],
    ["how much formula for a 2 month old", "formula"],
    ["which foods are best for a 6 month old", "foods"],
    ["what kind of sunscreen can a baby use", "sunscreen"],
    ["what age do babies crawl", null],
    ["how many times a day should a newborn poop", null],
    ["what should i do about cradle cap", null],
    ["is baby powder safe", null],
    ["how do i cope with the guilt of going back to work", "guilt"],
    ["how can we deal with his night terrors, they scare us", "night"],
    ["any tips for coping with the loneliness of maternity leave", "loneliness"],
    ["how do i deal with it", null],
    ["how can i stop feeling guilty about working full time", "guilty"],
    ["i feel so anxious about leaving her with a sitter", "anxious"],
    ["my 5 year old keeps getting nits from school what works", null],
    ["what helps with teething at night", null],
  ])("%s → %s", (question, head) => {
    expect(askedHead(question)).toBe(head);
  });
});

describe("headStandsAlone", () => {
  it.each([
    ["what tog should it be", "tog", true],
    ["my 5mo has dry patches, what cream", "cream", true],
    ["what factor sunblock so my 1 year old doesnt burn", "factor", false],
    ["what car seat for a 2 year old", "car", false],
  ])("%s (%s) → %s", (question, head, alone) => {
    expect(headStandsAlone(question, head)).toBe(alone);
  });
});
