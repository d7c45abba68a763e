import { describe, expect, it } from "vitest";
import { category, flags } from "./test-helpers.js";

// Harmless findings that got a "call today" card from a word read out of its place: a cold the
// parent asks about, the startle that looks like falling, a sip that went down the wrong way, a
// nosebleed that stopped, a question about the future, a thing (not the child) that looks awful,
// the mother's own blood in the spit-up. Each in our own words, with the real signs still calling.

describe("a cold the parent asks about is not a cold told", () => {
  it.each([
    "my 4 week old sneezes all the time, is he getting a cold",
    "5 weeks and hiccups and sneezes a lot, does she have a cold or is it dust",
    "3 week old keeps sneezing, does that mean she's got a cold? feeding fine",
    "newborn sneezing after every feed, could he be coming down with something",
  ])("no call: %j", (q) => {
    expect(category(q)).toBe("routine");
  });
  it.each([
    "my 6 week old has a runny nose and a cough, does she have a cold",
    "is she getting a cold, she is 5 weeks and has a stuffy nose",
    "3 week old with a cough, does that mean he has a cold",
  ])("a young baby with cold signs still calls: %j", (q) => {
    expect(flags(q)).toContain("respiratory-illness-high-risk");
  });
});

describe("the startle, told as looking like falling", () => {
  it.each([
    "my 5 week old throws his arms out like he's falling whenever the dog barks",
    "as she drifts off she jerks as if she's falling and wakes up, 7 weeks",
    "every time I lay him down his arms shoot out like he's dropping, 3 weeks old",
    "2 month old flings her arms wide like she's falling when the door bangs, then cries",
  ])("no injury card: %j", (q) => {
    expect(flags(q)).not.toContain("danger-injury");
    expect(category(q)).toBe("routine");
  });
  it.each([
    "my 4 month old fell off the bed onto the floor",
    "he rolled off the changing table and hit his head, 3 months",
    "she jerks like she's falling and now she's floppy",
  ])("a real fall or a floppy baby still calls: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("a sip of a drink that went down the wrong way and cleared", () => {
  it.each([
    "she choked on her water at lunch, coughed a lot then was fine",
    "my 2yo choked on his juice, spluttered for a bit, all good now",
    "choked while drinking from the beaker, coughed it up and carried on playing",
    "he choked on a sip of squash, went red and coughed, fine after",
  ])("no call: %j", (q) => {
    expect(category(q)).toBe("routine");
  });
  it.each([
    "choked on his juice and now he's wheezing",
    "choked on a sip of water and went blue",
    "she choked on her drink and can't breathe",
    "he choked on a grape, coughed it out, fine now",
  ])("still a call: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("a nosebleed that stopped, with no wound", () => {
  it.each([
    "her nose bled after she picked it, I pinched it for 10 mins and it's stopped",
    "nosebleed in the night, stopped after pressing for a few minutes, what do I do now",
    "his nose was pouring with blood but it stopped after 10 min of pinching",
    "3 yo nosebleed, lots of blood on the pillow, stopped now, is that normal",
    "his nose started pouring at tea time after picking, pinched the soft bit 10 mins and it stopped",
  ])("no call: %j", (q) => {
    expect(category(q)).toBe("routine");
  });
  it.each([
    "nosebleed for 25 minutes, pinching and it won't stop",
    "nose was pouring blood, stopped after pinching, now he's very pale and dizzy",
    "nosebleed still going after 20 minutes of pinching",
  ])("still a call: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("a question about the future, not a burn now", () => {
  it.each([
    "how warm should her bath be, I don't want to scald her",
    "is butter good for burns? asking for future reference",
    "what do I do for a scald, for next time, my mum says toothpaste",
    "never want to burn him, what temperature should the bath be for a 4 month old",
  ])("no call: %j", (q) => {
    expect(category(q)).toBe("routine");
  });
  it.each([
    "dont want to scald him but he just pulled my tea over himself",
    "he burnt his hand on the kettle just now, is butter ok for the future",
    "for future reference, but right now she has burnt her palm and it's blistering",
  ])("a burn told still calls: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("a thing that looks awful is not a child who looks ill", () => {
  it.each([
    "greasy yellow crusts on my 5 week old's scalp, it looks awful",
    "his nappy rash looks terrible, 6 months",
    "the poo looks awful, really green and slimy, she's happy though",
    "the bump on her forehead looks awful but she's playing",
  ])("no odd-child concept: %j", (q) => {
    expect(flags(q)).not.toContain("danger-drowsy-or-odd");
  });
  it.each([
    "my 3 week old looks very unwell and won't feed",
    "she looks awful, really pale and floppy",
  ])("still a call: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("streaks of blood in spit-up while the mother's nipples are cracked", () => {
  it.each([
    "2 week old brought up some milk with red streaks, my nipples are cracked and bleeding",
    "little bit of blood in her posset, I'm breastfeeding with really sore cracked nipples",
    "baby spat up and it had pink streaks, my nipple has been bleeding since yesterday",
    "streak of blood in his spit up this morning, I have a split nipple from a bad latch",
  ])("no call: %j", (q) => {
    expect(category(q)).toBe("routine");
  });
  it.each([
    "streaks of blood in his sick, no idea why",
    "she spat up streaks of blood, my nipples are cracked, and she's floppy",
    "my nipples are cracked, and he vomited green with a bit of blood",
  ])("still a call: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("how many times it has happened so far is not happening now", () => {
  it.each([
    "when she's cross she holds her breath and goes a bit blue, then gasps and carries on crying. happened twice now",
    "he screams, holds his breath, goes dusky round the mouth, then breathes again and is fine. had it 3 times now",
    "tantrum, held her breath till her lips went bluish, then gasped and was fine. it's happened a few times now",
    "my 20 month old holds her breath when told no and her lips go blue for a second, then she carries on screaming, happened a couple of times now",
  ])("not an emergency: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
  });
  it.each([
    "she held her breath and went blue, happened twice now, and now she's not breathing",
    "held his breath in a tantrum, happened 3 times now, this time he's still blue and limp",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
