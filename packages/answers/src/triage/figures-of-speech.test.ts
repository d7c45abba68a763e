import { describe, expect, it } from "vitest";
import { cleanText } from "./normalize.js";
import { plainSpeech } from "./figures-of-speech.js";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

describe("figures of speech are not a crisis", () => {
  it.each([
    // Blind AF4-091: a tantrum in the supermarket, told with "I wanted to die".
    "how do i deal with tantrums in public, my 2 yo lay down in the supermarket today and i wanted to die",
    "she screamed the whole way round the shop and everyone was staring, i just wanted to die",
    "he told the lady at the checkout she was fat, i wanted the ground to swallow me up",
    "i want to die of embarrassment every time he bites another kid at playgroup",
    "i could have died when she said that word in front of my mother in law",
    "i was mortified, he pulled my top down in the cafe",
    "dying to know when she will sleep through the night",
    "these 4am wake ups are killing me, any tips",
    "the last growth spurt nearly killed me, how long do they last",
    "how do i explain dying to a 3 year old, our dog is old",
  ])("%j stays routine", (q) => {
    expect(category(q)).not.toBe("emergency");
    expect(flags(q)).not.toContain("parent-thoughts-of-harm");
  });

  it.each([
    "i want to die",
    "i wanted to die last night, i cant do this anymore",
    "some days i just want to die, she cries all day",
    "after the shop i sat in the car and wanted to die, i think about it every day",
    "i want to die, even in public i cant stop crying",
    "i keep thinking they would be better off without me",
    // Despair beside the embarrassment: read literally.
    "she screamed in the shop and i wanted to die, i think about dying every day",
    "everyone was staring and i wanted to die, sometimes i want to end it all",
    "i keep thinking about killing myself",
  ])("a literal wish to die is still the crisis card: %j", (q) => {
    expect(flags(q)).toContain("parent-thoughts-of-harm");
  });
});

describe("the parent's own tiredness is not a drowsy child", () => {
  it.each([
    // Blind AF4-040.
    "how do you cope with no sleep with a newborn. i'm so tired i feel sick",
    "im exhausted and dead on my feet, 2 week old feeds every hour",
    "we are so sleep deprived with our 3 week old, how do people do this",
    "i feel so drained and sleepy all day with a newborn, is this normal",
  ])("%j is routine", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it.each([
    "my 3 week old is very sleepy and wont feed",
    "she is so tired and floppy today, 3 weeks old",
    "newborn unusually sleepy and hard to wake",
  ])("a sleepy baby still alarms: %j", (q) => {
    expect(triage(q).urgency).not.toBe("routine");
  });
});

describe("a denial of harmful thoughts is honoured, and only the denial", () => {
  it.each([
    // Blind TF4-023: low mood, harm denied: postnatal depression, call within a day.
    "baby is 7 weeks, i cry every day, dont enjoy anything, feel like a bad mom. no thoughts of hurting myself or her, just so tired and sad all the time",
    "i feel hopeless since the birth, im not suicidal but i cry every day",
    "i dont feel anything for my baby, i would never hurt her, i just feel numb",
    "havent had any thoughts of harming myself or the baby but ive felt empty for weeks",
  ])("%j is the depression sign, not the crisis card", (q) => {
    const ids = flags(q);
    expect(ids).not.toContain("parent-thoughts-of-harm");
    expect(ids).toContain("postpartum-depression-signs");
    expect(category(q)).toBe("urgent");
  });

  it.each([
    "no thoughts of hurting myself but sometimes i think theyd be better off without me",
    "im not suicidal but ive been thinking about ending it all",
    "id never hurt him but i keep having thoughts of smothering him",
    "i have no plans to hurt myself, i just want to die",
    "never had thoughts of hurting him but lately i picture throwing him",
    "no thoughts of hurting the baby but i do have thoughts of hurting myself",
  ])("another statement of harm beside a denial still alarms: %j", (q) => {
    expect(flags(q)).toContain("parent-thoughts-of-harm");
  });

  it("rewrites only the denial", () => {
    expect(plainSpeech(cleanText("no thoughts of hurting myself or her, just sad"))).toBe(
      " deniesharm , just sad",
    );
  });
});

describe("drowning as plenty is not a drowning", () => {
  it.each([
    // Blind TF6-025.
    "he absolutely drowned his pancakes in syrup this morning lol, how much sugar is ok for a 3yo",
    "she drowns everything in ketchup, is that bad at 2",
    "my toddler drowned her chips in mayo again",
    "im drowning in laundry with twins, any tips",
    "we are drowning in nappies, how many a day is normal at 2 weeks",
  ])("%j is not an emergency", (q) => {
    expect(category(q)).not.toBe("emergency");
  });

  it.each([
    "he nearly drowned in the bath",
    "i found him face down in the bath, he drowned his toy boat in there first",
    "he was drowning in the paddling pool",
    "she drowned her doll in the bath and now shes crying",
  ])("a real submersion, or one the words can't rule out, still alarms: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
