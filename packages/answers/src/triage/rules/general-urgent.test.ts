import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("a swollen gland that is tender, red, large or growing", () => {
  it.each([
    "there's a lump on the side of his neck the size of a grape and it's tender",
    "swollen gland under her jaw, red and hot to touch",
    "the lymph node in his armpit is about 3cm and sore when i press it",
    "a lump behind her ear keeps getting bigger",
    "walnut sized swelling in his groin, hurts him",
  ])("asks for a call today: %j", (q) => {
    expect(flags(q)).toContain("swollen-gland-tender");
    expect(category(q)).toBe("urgent");
  });

  it.each([
    "is it normal to feel little pea sized lumps in a toddler's neck",
    "her glands are a bit up with this cold, she's eating fine",
    "she has a sore throat and swollen glands",
    "how big should lymph nodes be in a 2 year old",
  ])("leaves a normal gland alone: %j", (q) => {
    expect(flags(q)).not.toContain("swollen-gland-tender");
  });
});

describe("vomiting many times in a day", () => {
  it.each([
    "she's been sick six times since breakfast but keeps little sips down",
    "my 3 year old has been throwing up all night",
    "he threw up 5 times today, still weeing",
    "vomited 7 times since this morning",
    "my son cant stop being sick",
  ])("asks for a call now: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });

  it.each([
    "he was sick once after coughing, now fine",
    "toddler had a tummy bug and was sick 5 times last week, all better now",
    "my baby spits up 5 times a day is that normal",
    "he's been sick 5 times this year with colds",
  ])("leaves once, the past and a habit alone: %j", (q) => {
    expect(flags(q)).not.toContain("danger-vomiting-repeated-urgent");
  });
});

describe("strep throat's other pictures", () => {
  it.each([
    "my 5 year old has a sore throat, 38.9 temp and a bad tummy ache, no cough",
    "sore throat, fever and a headache in my 7yo but not coughing at all",
    "theres white patches on her tonsils and she wont eat anything because it hurts",
    "pus on his tonsils and it hurts to swallow",
  ])("asks for a throat check today: %j", (q) => {
    expect(flags(q)).toContain("strep-throat-signs");
  });

  it.each([
    "she's had a sore throat and tummy ache with her cold, coughing lots",
    "my 2 year old has a sore throat and a runny nose",
  ])("leaves a cold's sore throat alone: %j", (q) => {
    expect(flags(q)).not.toContain("strep-throat-signs");
  });
});

describe("a newborn's weight loss told in weights", () => {
  it.each([
    "birth weight 3.6kg and the midwife weighed her at 3.2kg on day 5",
    "he was 3.9 kg at birth and is 3.45 kg now at 6 days",
    "5 day old was 8lb 2oz at birth, now 7lb 2oz",
    "born 7lb 8oz, lost 14oz by the day 4 weigh in",
  ])("10 % or more of the birth weight: %j", (q) => {
    expect(flags(q)).toContain("newborn-weight-loss");
  });

  it.each([
    "he was 3.4 kg at birth and 3.25 kg at 5 days old, is that normal",
    "she was 3.2kg at birth and is 3.5kg at 2 weeks",
  ])("an ordinary loss or a gain: %j", (q) => {
    expect(flags(q)).not.toContain("newborn-weight-loss");
  });
});
