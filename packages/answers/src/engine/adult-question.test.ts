import { describe, expect, it } from "vitest";
import { conversation } from "../../test/conversation-fixture.js";
import { isAnotherAdultsHealth } from "./adult-question.js";

// "my dad is 68 and his blood pressure was 160/95 this morning, what should he do" was answered
// (A11-045): "dad" reads as family to triage. Another adult's own health is not Nestling's.
describe("isAnotherAdultsHealth", () => {
  it.each([
    "my father is 72 and his cholesterol came back high, what should he eat",
    "my husbands blood sugar was 9 this morning, is that bad",
    "my 65 year old mother keeps forgetting things, could it be dementia",
    "our neighbour is 80 and his hip replacement still hurts, what can he take",
    "my mum has arthritis in her knees, what helps",
  ])("another adult's health: %j", (q) => {
    expect(isAnotherAdultsHealth(q)).toBe(true);
  });

  it.each([
    "my husband has a cold, can he still hold the baby?",
    "my wife had a c-section 2 weeks ago and her scar is red",
    "my mum wants to babysit, how do i tell her about safe sleep",
    "my wife fainted and theres blood everywhere, she gave birth 4 days ago",
    "my partner is 34 and smokes, is it ok around our 3 month old",
    "my dad takes blood pressure tablets, what if my toddler swallowed one",
    "my 4 year old son has a sore back after falling off his bike",
  ])("stays Nestling's: %j", (q) => {
    expect(isAnotherAdultsHealth(q)).toBe(false);
  });
});

describe("another adult's health is declined by the engine", () => {
  it.each([
    "my grandad is 75 and his blood pressure was 170 over 100 today, should he go to the doctor",
    "my husband is 45 and has high cholesterol, which statin is best",
  ])("%j", async (question) => {
    const [r] = await conversation(question);
    expect(r!.kind).toBe("off-topic");
  });
});
