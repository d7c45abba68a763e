import { describe, expect, it } from "vitest";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

// Everyday questions whose frame, quantity or benign cause was read as an emergency in the blind
// batches (T8, TF6), each class in several phrasings, with the reports that must still alarm.
describe("a choice of service asked about is not a call for help", () => {
  it.each([
    "when is it ok to call 999 vs 111 for my kids, never know",
    "should i call 911 or the pediatrician for a high fever",
    "is it 999 or 111 for a high temperature in a baby",
    "when do you ring an ambulance for a child with a fever",
    "how do i know when to go to a&e or just call 111",
    "how do i teach my 4 year old to call 999 in an emergency",
    "not sure whether to ring 999 or 111 when they have a temperature",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "should i call 111 or 999, she has a fever and is floppy",
    "should i call 999 or drive him to a&e, hes not breathing right",
    "help call 911 hes not breathing",
    "its an emergency my baby wont wake up",
    "do we go to a&e or see the gp, hes got a rash that doesnt fade and a fever",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a breath-holding spell asked about gets the breath-holding answer", () => {
  it.each([
    "my son threw a total fit, screamed till he nearly passed out, is holding breath normal",
    "my toddler holds her breath when she cries until she goes a bit blue, is that normal",
    "she cried so hard she stopped breathing for a few seconds then gasped and carried on screaming, is that a thing",
    "is it normal for a 1 year old to hold his breath in a tantrum till he goes blue",
    "when my 2yo doesnt get his way he screams until he passes out, should i be worried",
    "my 18 month old has breath holding spells when he's upset, should i worry",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "he held his breath and now he won't wake up",
    "she was crying and held her breath and now shes blue and not breathing",
    "he screamed till he passed out and hasnt come round, is that normal",
    "is breath holding normal, he was blue for 3 minutes after crying",
    "my baby held his breath in his sleep and went blue, is that normal",
    "she held her breath while crying and went floppy and still isnt breathing",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("lips blue from cold water, asked about or warmed up", () => {
  it.each([
    "is it normal that my toddler goes blue around the lips when hes in the swimming pool for ages",
    "why do my kids lips go purple in the pool",
    "my baby's lips went a bit blue in the cold swimming pool, warmed up fine after, is that normal",
    "her lips go purple after swimming in the sea, should i worry",
    "his lips turned blue at the beach but were pink again once we wrapped him in a towel and warmed him up",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "his lips are blue and hes not breathing properly after the pool",
    "he went under in the pool and his lips went blue",
    "we pulled her out of the pool, lips blue, shes coughing",
    "his lips went blue at the pool, is that normal? hes still blue and really sleepy now",
    "my son's lips are blue",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a small amount of an everyday product, and whether a thing is poisonous", () => {
  it.each([
    "my 2 year old swallowed a bit of toothpaste when brushing, is fluoride poisonous",
    "is it bad if my toddler swallows toothpaste",
    "my 3yo ate a little bit of toothpaste off the brush, is that ok",
    "she licked the sun cream off her arm, is it toxic",
    "we have a yew hedge, is it poisonous to kids",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "she drank a whole tube of toothpaste and is vomiting",
    "he ate half a tube of adult toothpaste and now has tummy pain and is being sick",
    "my toddler drank half a bottle of shampoo and is coughing",
    "she drank some bleach, is it poisonous",
    "he swallowed some of my pills, are they toxic",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
  it("a soap swallowed is for Poison Control now, whether or not it is poisonous", () => {
    expect(flags("he ate some of his bubble bath, is soap poisonous")).toEqual([
      "danger-dangerous-swallow-urgent",
    ]);
  });
  it("a large amount with no signs is for Poison Control now", () => {
    expect(flags("she ate a whole tube of toothpaste")).toEqual([
      "danger-dangerous-swallow-urgent",
    ]);
  });
});

describe("a burn told as small on a wide area of the body is the call-today burn", () => {
  it.each([
    "my 2yo got a small scald on his arm about 10p sized, ran it under cold water for 20 mins, what now",
    "hot coffee splashed on his tummy, a patch about the size of a 10p, cooled for 20 min, now what",
    "tiny scald on her leg from the bath tap, no bigger than a penny",
  ])("call today: %j", (q) => {
    expect(flags(q)[0]).toBe("burn");
  });
  it.each([
    "big scald from a kettle across his chest, blistering, hes screaming",
    "hot tea spilled down his arm and chest",
    "boiling water went on her leg, skin is peeling",
    "she pulled the kettle and scalded her back",
    // The protocol's special areas stand whatever the size.
    "he touched my hot tea, small red patch on his hand the size of a coin",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a fear of hurting the child during a care task", () => {
  it.each([
    "scared to hurt her cutting her nails",
    "im so scared i might hurt him when i clip his fingernails",
    "afraid ill hurt her trimming her nails, theyre so tiny",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "im scared i might hurt my baby, i keep having thoughts of shaking her",
    "im scared ill hurt her, i feel like im losing control",
    "i keep having thoughts of hurting him",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("'is something wrong?' asks about what is told", () => {
  it.each([
    "my 2 week old jumps and shoots her arms out at loud noises, is something wrong",
    "my 3 week old flings his arms out and cries every time i lay him down, is something wrong with him",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it.each([
    "my 2 week old isnt herself, is something wrong",
    "something is wrong with my 3 week old, she wont feed",
    "i think there is something wrong with my 4 week old",
    "my 10 day old is jerking her arms and legs and not responding, is something wrong",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("the child's own dose of a fever medicine is not a poisoning", () => {
  it.each([
    "he drank his nurofen but brought it back up, fever 3 days",
    "he swallowed his nurofen dose fine but still has a fever",
    "she drank her calpol no problem",
    "she ate her tea and had her nurofen, still hot, 3rd day",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
  it.each([
    "she drank her brothers calpol",
    "she drank all of her calpol while i wasnt looking",
    "he got the bottle and drank his calpol, the whole thing",
    "he ate some of her vitamins",
    "he drank nurofen from the bottle when i wasnt looking",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("'day 3' of an illness is not a newborn's age", () => {
  it("counts the days of a fever in an older child", () => {
    expect(
      flags("fever for 3 days, she had nurofen at 2 and its gone up again, its day 3"),
    ).not.toContain("fever-under-3-months");
    expect(flags("my 2 year old has had a fever, its day 3")).not.toContain("fever-under-3-months");
  });
  it("is still a newborn's age with a word of the birth", () => {
    expect(category("baby is on day 3 and has a temp of 38")).toBe("emergency");
    expect(category("day 3 after birth and she has a fever of 38.2")).toBe("emergency");
  });
});

describe("drinking as hydration and a medicine named as the treatment", () => {
  it.each([
    "8 month old has had 39 fever for 3 days now, still drinking, calpol brings it down",
    "she's eating and drinking fine, nurofen helps with the temp, day 4 of fever",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).not.toBe("emergency");
  });
  it.each([
    "still drinking but he drank half the bottle of calpol when i wasnt looking",
    "calpol brings it down but she got the bottle and drank the whole lot",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("periodic breathing told by its pattern in sleep", () => {
  it.each([
    "baby's breathing is irregular when asleep, fast then slow with little pauses of a few secs, 3 weeks",
    "my 4 week old breathes fast then slow with short pauses when sleeping, is that normal",
  ])("no alarm: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
  it("a colour change keeps the alarm", () => {
    expect(
      category("my 3 week old breathes fast then slow with pauses when asleep and she went blue"),
    ).toBe("emergency");
  });
});

describe("'breathing fine' after an object that won't come out", () => {
  it("is not a breathing emergency", () => {
    expect(
      category("he stuck a bead up his nose and i can see it but cant get it out, breathing fine"),
    ).not.toBe("emergency");
  });
  it("can't breathe still alarms", () => {
    expect(category("he stuck a bead up his nose and now he cant breathe")).toBe("emergency");
  });
});
