import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Calm 11: everyday messages that got 911 or the ER, one mechanism each, with the real emergency in
// similar words that still fires.
const level = (q: string) => triage(q).disposition;
const ids = (q: string) => triage(q).matches.map((m) => m.id);

describe('"all over" said of a place is not a parent\'s wish for it all to be over', () => {
  it.each([
    "she was picking her nose and now theres blood all over her nightie",
    "nose started bleeding after he picked it, it got all over the sheets",
    "he had a nosebleed in the night, picked it again and it was all over his face",
    "she tipped the yoghurt and got it all over the floor, now she wont eat",
  ])("%j: no crisis block", (q) => {
    expect(ids(q)).not.toContain("parent-thoughts-of-harm");
    expect(level(q)).not.toBe("911");
  });

  it.each([
    "i just want it all to be over",
    "honestly i want it all to end, i cant do this",
    "i keep wishing it was all over for me",
    "blood all over his top from his nose and i want it all to stop, i want to die",
  ])("%j: the parent's crisis still fires", (q) => {
    expect(ids(q)).toContain("parent-thoughts-of-harm");
  });
});

describe('"faint" said of a rash or a mark is not fainting', () => {
  it.each([
    "11 month old, temp 38.1, and a faint red rash on his tummy, still drinking well",
    "theres a faint pink blotch on her cheek since this morning, she's playing",
    "a faint bluish line under his eye, no fever, is that tiredness?",
    "had his jabs 10 days ago and now a faint spotty rash on his back and slight temp",
  ])("%j: not 911 or ER", (q) => {
    expect(ids(q)).not.toContain("danger-unresponsive");
    expect(ids(q)).not.toContain("danger-allergic-breathing");
    expect(["911", "er"]).not.toContain(level(q));
  });

  it.each([
    "she fainted and wont wake up properly",
    "after the jab he went faint and floppy and now pale",
    "stung by a wasp, face swelling and she feels faint and is wheezy",
    "he cut his leg, blood everywhere and now he looks faint",
  ])("%j: still an emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("a packet's printed DO NOT EAT is not a child who cannot eat", () => {
  it.each([
    "my 3yo ate a few beads from the little sachet in a handbag, it says do not eat on it. he seems fine",
    "toddler bit into a silica packet, label said DO NOT EAT, swallowed some beads, totally fine",
    "she chewed a tiny gel bead packet (do not eat printed on it) and ate a couple, acting normal",
    "found my 2yo with a desiccant pouch, says do not eat, he'd eaten some of the little balls. fine so far",
  ])("%j: not the stuck-in-the-food-pipe 911", (q) => {
    expect(ids(q)).not.toContain("danger-object-stuck");
    expect(["911", "er"]).not.toContain(level(q));
  });

  it.each([
    "he swallowed a bead and now he's drooling and can't swallow",
    "ate a bead from the packet that says do not eat, now drooling and gagging",
    "swallowed a small toy, now she can't swallow her spit and keeps gagging",
    "my 2yo swallowed a coin and now says his chest hurts and he wont eat",
  ])("%j: still an emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("a breath-holding spell set off by crying and over is not 911", () => {
  it.each([
    "my 20 month old screamed in a tantrum, went quiet, lips went blue and she flopped for a second or two, then took a huge breath and was back to normal. was that a fit??",
    "toddler sobbing hard, then silent, turned purple and a bit floppy for a few secs, then came round and carried on playing. did he have a seizure?",
    "she was crying after I took the toy, then went blue and limp briefly, then breathed and was back to herself, is this normal?",
    "massive meltdown at bedtime, cried, went silent and blue for a moment, then gasped and was back to playing. 2yo. should i worry?",
  ])("%j: home with the breath-holding answer", (q) => {
    expect(level(q)).toBe("home");
  });

  it.each([
    "my 19 month old had a tantrum, cried, then went blue and floppy for a few seconds and came round and carried on crying",
    "18 mo screamed when I said no, went silent and blue round the mouth, then came to and was fine",
  ])("%j: a first one told as over is the call to discuss it, not the ER", (q) => {
    expect(level(q)).toBe("call-24h");
  });

  it.each([
    "she cried hard then went blue and limp and she isn't breathing",
    "tantrum, cried, went blue and limp, came round but now very sleepy and floppy, was it a seizure?",
    "screamed then went blue and limp, came to, but still blue round the lips",
    "he was crying then turned blue and floppy, what do I do",
    "cried after a bump, went blue and floppy, came round after 2 minutes",
  ])("%j: not over, or not in the usual form: still emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("a head bumped on a counter's edge is not a fall from a height", () => {
  it.each([
    "2yo banged her head on the corner of the worktop, cried for a bit, now fine, small lump",
    "toddler walked into the edge of the kitchen counter and bumped his forehead, red mark, playing",
    "she knocked her head on the window sill, cried straight away, carrying on now",
    "he whacked his head on the underside of the countertop standing up, little bump",
  ])("%j: not 911 or ER", (q) => {
    expect(ids(q)).not.toContain("danger-fall-from-height");
    expect(["911", "er"]).not.toContain(level(q));
  });

  it.each([
    "she fell off the kitchen counter onto the tiles and hit her head",
    "baby rolled off the changing table and hit his head on the floor",
    "climbed onto the worktop and fell, hit his head",
    "she fell off the trampoline and hit her head",
    "toddler fell out of the shopping trolley onto his head",
  ])("%j: still 911", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});

describe("vaccines the parent rules out are not the fever's cause", () => {
  it.each([
    "4 month old, 38 degrees tonight, her jabs were two weeks ago so its not that",
    "my 5 month old has a temp of 38.2, he had his shots last month so it can't be them",
    "fever 38.5 in my 3.5 month old, it isn't the vaccines, she had them ages ago (a month ago)",
    "first temp ever at 4 months, 101 F, not from the jabs as those were 3 weeks ago, still feeding",
  ])("%j: the 3-to-6-months fever call", (q) => {
    expect(ids(q)).toContain("fever-3-to-6-months-mild");
  });

  it.each([
    "4 month old had her jabs yesterday and now 38.2, feeding fine",
    "5 month old 38.0 since his vaccinations this morning, otherwise happy",
  ])("%j: a fever within a day of jabs is still the vaccine fever", (q) => {
    expect(ids(q)).not.toContain("fever-3-to-6-months-mild");
  });
});

describe("an ear infection the parent suspects is for the doctor within a day", () => {
  it.each([
    "think my 3yo has an ear infection, can I use the leftover amoxicillin from his brother?",
    "pretty sure she's got another ear infection, we've got some of her old antibiotics, ok to start them?",
    "2 year old, probably an ear infection again, can I just give him the rest of last time's amoxil",
    "ear infection I reckon, crying at night, can I use the leftover augmentin from her last one?",
  ])("%j: call-24h with the leftover-antibiotics don't", (q) => {
    const r = triage(q);
    expect(r.disposition).toBe("call-24h");
    expect(r.risky?.id).toBe("leftover-antibiotics");
  });

  it.each([
    "how do I know if my baby has an ear infection?",
    "she had an ear infection last month, how do I prevent another",
    "doctor said ear infection and gave amoxicillin, how long until she feels better?",
  ])("%j: a question about ear infections is not a call", (q) => {
    expect(level(q)).toBe("home");
  });
});

describe('"bit" as a noun is not a bite', () => {
  it.each([
    "nosebleed, I pinched the soft bit and leaned him forward and it stopped",
    "she grazed the fleshy bit of her thumb and then the blood stopped, he was fine",
  ])("%j: no bite", (q) => {
    expect(ids(q)).not.toContain("bite-broke-skin");
  });

  it.each(["the dog bit him on the arm and it's bleeding", "our cat bit her hand, there's blood"])(
    "%j: a bite that broke the skin",
    (q) => {
      expect(ids(q)).toContain("bite-broke-skin");
    },
  );
});

describe("a mild fever and faint rash a week or so after the MMR are its expected reaction", () => {
  it.each([
    "13 month old had mmr 10 days ago, now 38.5 and spotty rash on tummy, eating ok",
    "she had her measles jab a week ago, today 38.2 and a blotchy pink rash on her back, otherwise herself",
    "MMR last week at his 1 year jabs, now a temp of 38.4 and little red spots on his chest, drinking fine",
    "16mo, mmr 8 days ago, bit of a fever 38.1 and a faint rash, playing",
  ])("%j: not the fever-with-rash call", (q) => {
    expect(ids(q)).not.toContain("fever-with-warning-signs");
    expect(["911", "er"]).not.toContain(level(q));
  });

  it.each([
    ["had mmr last week, 38.6, rash that doesn't fade with a glass", "emergency"],
    ["had mmr last week, fever 38.5 with rash and vomiting all day", "urgent"],
    ["mmr 10 days ago, now 38.7 and she seems very unwell with a rash", "urgent"],
    ["18 month old 38.4 with a rash all over, no jabs recently", "urgent"],
  ])("%j: still %s", (q, urgency) => {
    expect(triage(q).urgency).toBe(urgency);
  });
});
