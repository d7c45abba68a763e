import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

/** Signs for a call within 24 hours that a parent writes in everyday words (T6 t6-087, t6-088). */
describe("call-within-24-hours signs in everyday words", () => {
  it.each([
    "2yo pulling at his ear, temp on and off for 3 days now, grumpy at night",
    "my 2 year old has had temps on and off since monday and keeps tugging her ear",
    "fever on and off for 3 days and pulling at her ear, 3 years old",
    "her temp keeps spiking, third day now",
  ])("a fever that comes and goes for days: %j", (q) => {
    expect(flags(q, { babyAgeMonths: 24 })).toContain("fever-lasting");
  });

  it.each([
    "2yo pulling at his ear, temp on and off for 3 days now, grumpy at night",
    "he keeps rubbing his ear and has a temperature of 38.5",
  ])("pulling at an ear with a fever is ear pain: %j", (q) => {
    expect(flags(q, { babyAgeMonths: 24 })).toContain("ear-pain");
  });

  it.each([
    "my baby keeps pulling his ears when tired, is that normal",
    "pulling at her ear but no fever and happy",
    "whats the right room temp for a baby",
    "bath temp for a newborn",
  ])("no call for ear pulling alone or a room temperature: %j", (q) => {
    expect(category(q, { babyAgeMonths: 12 })).toBe("routine");
  });

  it.each([
    "one eye all crusty and gunky in the mornings, a bit pink, no fever, she's 3",
    "my 2 year old's eye is red and full of green goo",
    "woke up with her eyes glued shut with yellow stuff, 18 months",
  ])("a pink eye with pus-like discharge: %j", (q) => {
    expect(flags(q, { babyAgeMonths: 30 })).toContain("eye-pus-discharge");
  });

  it.each([
    "my 3 month old has a sticky eye but the white of his eye is fine, blocked tear duct?",
    "a bit of sleep crust in her eyes in the morning, is that normal",
    "how do i clean a sticky eye",
  ])("a sticky white eye or sleep crust stays home care: %j", (q) => {
    expect(flags(q, { babyAgeMonths: 3 })).not.toContain("eye-pus-discharge");
  });

  it("yellow goo in the eyes is discharge, not jaundice", () => {
    expect(flags("woke up with her eyes glued shut with yellow stuff, 18 months")).not.toContain(
      "jaundice-after-2-weeks",
    );
    expect(flags("the whites of his eyes are yellow", { babyAgeMonths: 0.5 })).toContain(
      "jaundice-after-2-weeks",
    );
  });
});
