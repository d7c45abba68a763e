import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("symptoms that last too long or keep getting worse", () => {
  it.each([
    "runny poos for 8 days now, 14 months",
    "the rash on his tummy has got worse every day for 3 days",
    "cough for a month that isnt getting better",
    "my 7 month old has been throwing up for 30 hours",
    "snotty nose for 2 weeks and now not getting better",
  ])("asks for a call today: %j", (question) => {
    expect(flags(question)).toContain("symptom-not-improving");
    expect(category(question)).toBe("urgent");
  });

  it.each([
    "diarrhoea since this morning, 2 year old, drinking well",
    "blocked nose for a week, is that normal",
    "how long does a cough last after a cold",
    "she had diarrhoea for 2 weeks last year, what causes that",
    "his cold hands at night for 2 weeks, is the room too cold",
  ])("leaves an ordinary course alone: %j", (question) => {
    expect(flags(question)).not.toContain("symptom-not-improving");
  });
});

describe("nosebleeds that won't stop", () => {
  it.each([
    "nosebleed for 25 minutes even with pinching",
    "her nose has been bleeding for half an hour and is still pouring",
    "pinched his nose like you're meant to but the nosebleed wont stop",
  ])("%j → emergency department", (question) => {
    expect(flags(question)).toContain("nosebleed-wont-stop");
    expect(category(question)).toBe("emergency");
  });

  it.each([
    "my son had a nosebleed yesterday, it stopped after 5 minutes",
    "what should i do if my toddler gets a nosebleed",
    "why does my toddler get so many nosebleeds in winter",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});
