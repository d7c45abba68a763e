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

describe("a symptom that lasts, comes back, worsens or spreads, with a warning sign", () => {
  it.each([
    // lasted, with pain or a fever
    "tummy ache since Saturday and now she's running a temperature",
    "he's had a bad ear for 3 days and it really hurts him",
    "my son hasnt done a poo in 5 days and his belly is sore",
    // came back / getting worse / spreading, with an inflamed or oozing patch
    "the spot on her chin keeps getting bigger and it's red and hot",
    "the lump under his arm is getting bigger and is tender to touch",
    "the scratch on her leg is getting redder and there's pus in it",
    "his cough has come back and now he's feverish",
    // with poor feeding or fewer wet diapers
    "the cold sore on her lip is spreading and she won't take her bottle",
    "diarrhea for 3 days and only 2 wet diapers today",
    "my 6 day old hasn't done a poo for 2 days and her feeds seem shorter and less",
    // an earlier moment, and now infected
    "got a splinter in his thumb on Sunday and now it's hot and oozing",
    "she had her ears pierced at the weekend and now one is hot and puffy",
    // a wound told as it is now, with signs of infection
    "splinter in his palm from the fence, now it's red and swollen round it",
    "the graze on her knee is now oozing yellow stuff and feels hot",
  ])("asks for a call today: %j", (question) => {
    expect(flags(question)).toContain("lasting-with-warning-sign");
    expect(category(question)).not.toBe("routine");
  });

  it.each([
    "baby acne on her face at 3 weeks",
    "the red birthmark on his arm is getting bigger",
    "my toddler's been off his food for 3 days with a cold but is drinking fine",
    "teething for a week and his gums are sore, what helps",
    "my 2 year old has had a cold for 4 days and a bit of a sore throat",
    "my nipples have been sore for a week when he feeds",
    "he had his jabs yesterday and now his leg is red and swollen",
    "mosquito bite on his arm, now it's red and swollen",
    "she cut her finger, it's healing fine now",
    "my child only poos every few days and it hurts, what should I do?",
    "her nappy rash is getting worse, what cream is best",
    "5 days after birth and i feel weepy all the time, is it the baby blues",
  ])("leaves an ordinary course alone: %j", (question) => {
    expect(flags(question)).not.toContain("lasting-with-warning-sign");
  });
});

describe("a symptom still there after days of its treatment", () => {
  it.each([
    "thrush in his mouth still there after a week of the gel",
    "still got conjunctivitis after 5 days of the drops",
    "diaper rash hasn't cleared after 4 days of the cream",
    "day 3 of antibiotics for her ear and it's no better, 3 days on amoxicillin",
  ])("asks for a call today: %j", (question) => {
    expect(category(question)).toBe("urgent");
  });

  it.each([
    "cradle cap still there after a week of olive oil",
    "how long should i use the thrush gel for",
  ])("leaves a home remedy or a question alone: %j", (question) => {
    expect(flags(question)).not.toContain("symptom-not-improving");
  });
});
