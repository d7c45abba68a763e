import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("alertness rules", () => {
  it.each([
    ["baby having a sezure what do i do", "seizure"],
    ["my son is shaking all over and his eyes rolled back", "seizure"],
    ["toddler having a fit and wont respond", "seizure"],
    ["convulsing with a fever", "seizure"],
    ["body went stiff and arms jerking", "seizure"],
    ["probably fine but shes been floppy since her nap", "unresponsive-or-floppy"],
    ["baby is limp and not responding", "unresponsive-or-floppy"],
    ["i cant wake him for his feed", "unresponsive-or-floppy"],
    ["she wont wake up properly and is very lethargic", "unresponsive-or-floppy"],
    ["he passed out", "unresponsive-or-floppy"],
    ["calling 911 what do i do while i wait", "parent-says-emergency"],
    ["this is an emergency my daughter", "parent-says-emergency"],
    ["i think my baby is dying", "parent-says-emergency"],
    // Asking for the number during a possible poisoning is treated as an emergency too: when in doubt, escalate.
    ["what number is poison control, is it 911", "parent-says-emergency"],
    ["found him in the pool and he isnt moving", "unresponsive-or-floppy"],
    ["so hard to wake up this morning and floppy", "unresponsive-or-floppy"],
    ["weak high pitched cry 6 weeks", "weak-or-high-pitched-cry-young-or-ill"],
    [
      "high pitched cry that wont stop and she has a fever",
      "weak-or-high-pitched-cry-young-or-ill",
    ],
    ["moaning and whimpering all day 2 year old", "weak-or-high-pitched-cry"],
    ["my 5 week old just isnt right", "very-young-baby-not-right"],
    ["my 6 month old is not acting himself today", "baby-not-right"],
    ["my boyfriend shook the baby", "shaken-baby"],
    ["baby was shaken by the sitter", "shaken-baby"],
    ["i think i might shake him if he doesnt stop crying", "parent-may-harm-baby"],
    ["im scared ill hurt the baby", "parent-may-harm-baby"],
    ["i cant take it anymore the crying never stops", "parent-at-breaking-point"],
    ["im at the end of my rope with this baby", "parent-at-breaking-point"],
    [
      "my partner is at work and the baby has screamed for 3 hours, im losing it",
      "parent-at-breaking-point",
    ],
    ["she wont stop crying at night and im exhausted and losing it", "parent-at-breaking-point"],
    [
      "im so overwhelmed and angry at the crying i cant take it anymore",
      "parent-at-breaking-point",
    ],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "what is a febrile seizure",
    "newborn twitches in sleep normal",
    "my son had a febrile seizure 3 months ago will it happen again",
    "when will her head stop being floppy, head control at 2 months",
    "toddler walks with a limp after a fall yesterday",
    "do i need to wake my newborn to feed",
    "my 3 month old doesnt wake for night feeds anymore",
    "my 12 month old doesnt respond to his name",
    "can bouncing cause shaken baby syndrome",
    "how to put baby down drowsy but awake",
    "newborn crying for hours every evening cant settle her colic?",
    "im worried the shots will hurt her",
    "when should i call 911 for a fever",
    "is it normal that my baby sleeps so much",
    "my toddler isnt moving his arm after i pulled him up",
    "baby not moving much in the womb today 35 weeks",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});

// A6 a6-060: "I'm losing it" about a partner, the nights or a picky eater is not the crying-baby crisis.
describe("strain about something other than the child", () => {
  it.each([
    "my partner sleeps through all the night feeds and i'm losing it",
    "my husband never gets up for the baby at night, i'm at breaking point",
    "so exhausted, 3 weeks of no sleep and i'm losing my mind",
    "my 20 month old eats NOTHING but pasta and yoghurt im losing my mind",
    "6 wks old and will ONLY sleep on me. the second i put her down she wakes. normal? im losing my mind",
  ])("routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });
});

describe("bruising in a baby who isn't mobile yet", () => {
  it.each([
    "a small bruise on my 4 month olds ear, no idea how",
    "found a bruise on his chest, he cant crawl yet",
  ])("%j → emergency department", (question) => {
    expect(flags(question)).toContain("bruise-non-mobile-baby");
  });

  it.each([
    "my 2 year old has bruises on his shins from the playground",
    "a bruise where she had her 8 week jabs",
    "blue grey birthmark on my 2 month olds back",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(flags(question)).not.toContain("bruise-non-mobile-baby");
  });
});
