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

// A parent's own "won't" is a denial too ("no I wouldn't hurt myself or him, I just feel empty"):
// the postnatal-depression route, call within a day. A denial she doubts ("I'm not sure I
// wouldn't…") says she might, and a wish to die or not be here stays the crisis card.
describe("the writer's own 'won't' denies harm; a doubted denial does not", () => {
  it.each([
    "no I wouldn't hurt myself or him, I just feel empty and cry all the time",
    "i would not harm myself or the baby but i feel so low and tearful every day since she was born",
    "I'm not going to hurt myself or her, I just feel numb and can't stop crying, baby is 7 weeks",
    "no, i won't do anything to myself or the baby, i just feel hollow and weepy all day",
    "honestly I'm not gonna do anything stupid, I just feel flat and sad all the time since the birth",
    "not thinking of hurting myself, just feel empty since having the baby 2 months ago",
    "i couldnt hurt him, i just feel like a shell and cry constantly",
  ])("%j is the depression sign, call within a day", (q) => {
    const r = triage(q);
    expect(r.matches.map((m) => m.id)).toEqual(["postpartum-depression-signs"]);
    expect(r.disposition).toBe("call-24h");
  });

  it.each([
    "I want to hurt him",
    "I don't want to be here anymore",
    "i dont want to wake up tomorrow, i wouldnt hurt the baby though",
    "I wouldn't hurt him but sometimes I want to die",
    "i won't hurt the baby but i might hurt myself",
    "I can't promise I wouldn't hurt him, I feel empty",
    "I'm not sure I wouldn't hurt her",
    "honestly i dont know if i wouldnt hurt him when he screams like that",
  ])("%j stays an emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });

  it("someone else's 'won't' is not the writer's denial", () => {
    expect(
      plainSpeech(cleanText("he won't hurt himself on the stairs gate will he")),
    ).not.toContain("deniesharm");
  });

  it("rewrites only the writer's denial, and a doubted one as what she might do", () => {
    expect(plainSpeech(cleanText("no I wouldn't hurt myself or him, just sad"))).toBe(
      " deniesharm , just sad",
    );
    expect(plainSpeech(cleanText("im not sure i wouldnt hurt her"))).toBe("im  i might hurt her");
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
