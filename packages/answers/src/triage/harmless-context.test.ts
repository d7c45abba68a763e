import { describe, expect, it } from "vitest";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

// Everyday findings told with the context that makes them harmless, which had read as 911/ER:
// a newborn's pauses of up to 10 seconds while pink, the push of a soft poo, a breath-holding spell
// told back to normal, a finger burn that only reddened, a goose egg on a toddler's forehead. Each
// in our own words, beside the true signs in the same words that must still alarm.

describe("periodic breathing: pauses of up to about 10 seconds, pink throughout", () => {
  it.each([
    "2 week old stops breathing for about 5-10 secs in her sleep, then fast breaths, stays pink",
    "my 5 week old pauses his breathing for 10 seconds when asleep then catches up quickly, colour is fine",
    "newborn asleep: breathing stops for like 8 to 10 seconds then speeds up, pink the whole time",
    "3 wk old in her sleep stops breathing for 10 secs then does a burst of quick breaths, never goes blue",
  ])("not an emergency: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
  });
  it.each([
    "4 week old stopped breathing for 20 seconds in his sleep, pink after",
    "my 3 week old stops breathing for 15 seconds while asleep",
    "newborn stops breathing for 5-10 secs when asleep and her lips go blue",
    "2 week old is not breathing right now",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("straining, grunting and going red or purple before a poo", () => {
  it.each([
    "my 3 week old grunts and goes purple in the face pushing for ages before a poo, then it's soft",
    "5 wk old strains and turns bright red every time he does a dirty nappy, stool is mushy",
    "she goes purply red and bears down for 10 mins before pooping, breastfed, 6 weeks",
    "newborn grunting and straining, face all red, then a soft yellow poop comes out",
  ])("not an emergency: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
    expect(flags(q)).not.toContain("blue-or-grey");
  });
  it.each([
    "he strains to poo and goes purple and his lips are blue",
    "baby grunting and straining to poo, went grey and floppy",
    "6 week old goes red straining then stopped breathing",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a breath-holding spell told back to normal", () => {
  it.each([
    "in a paddy she held her breath, went blue round the lips and fainted for a second, then came straight round and was fine",
    "my 2yo screamed, held his breath, went blue, and came right back round within seconds. was fine after",
    "held her breath when I said no, turned a bit blue and flopped, came quickly round. the gp already said breath holding spells",
    "he cried, held his breath till he went blue, passed out a couple of secs and came right round, totally fine",
  ])("not an emergency: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
  });
  it.each([
    "held his breath in a tantrum, went blue, came right round but now he's still floppy",
    "the doctor said breath holding spells but today she went blue in her sleep and isn't breathing",
    "she held her breath crying and is still blue and limp",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a burn on a hand, finger or foot that only reddened (no blister)", () => {
  it.each([
    "burnt his finger on the hot hob, it's pink and there's no blister",
    "she burnt her fingertip on my mug, just a little red, not blistered",
    "my toddler burnt her toes on the radiator pipe, a bit red, didn't blister",
    "small burn on his thumb from the iron, red mark, no blisters, what cream can I use",
  ])("the call-today burn, not the emergency: %j", (q) => {
    const r = triage(q);
    expect(r.urgency).toBe("urgent");
    expect(r.matches.map((m) => m.id)).toContain("burn");
  });
  it.each([
    "burnt his palm on the oven, no blister yet but the skin looks white",
    "grabbed the straighteners, a big burn across her palm, no blister",
    "scalded her hand with boiling water from the kettle and it's blistering",
    "burnt her finger on the hob and there's a blister",
    "burnt his face on the mug, red, no blister",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a goose egg on a toddler's forehead, no signs", () => {
  it.each([
    "3yo ran into the door frame, massive egg on her forehead, laughing and playing now",
    "my 20 month old bashed his forehead on the coffee table, huge bump like a golf ball but he's fine",
    "toddler tripped and hit her brow on the step, enormous swelling, she's 2 and running about",
    "he's 2 and whacked his forehead on the table, giant lump came up straight away, eating his tea now",
  ])("not an emergency: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
    expect(flags(q)).not.toContain("high-impact-fall");
  });
  it.each([
    "my 8 month old hit his forehead on the floor, massive lump",
    "2 year old has a huge egg on the back of her head after falling off the slide",
    "3yo bumped his forehead, massive egg, and now he's vomiting and very sleepy",
    "toddler fell down the stairs and has a big lump on his forehead",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("a fever with a cold is the babies' call only when a baby is named or the age is under 1", () => {
  it.each([
    "she has a cold and a temp of 38.5, can I give calpol",
    "he's got a runny nose and 38.2, how do I make him comfy",
    "had a febrile fit last year, now a cold with 38.4, should I alternate medicines",
    "my 2 year old has a cold and a temperature of 38.3",
  ])("no call: %j", (q) => {
    expect(flags(q)).not.toContain("cold-with-complications");
  });
  it.each([
    "baby has a cold and a temp of 38.5",
    "my 8 month old has a stuffy nose and 38.3",
    "our newborn is snotty with a fever of 38",
    "7 month old with a cough and a temperature of 38.6",
  ])("still a call: %j", (q) => {
    expect(category(q)).not.toBe("routine");
  });
});

describe("a battery that has gone flat, or a cover gone loose, is not a battery gone missing", () => {
  it.each([
    "the little round battery in her musical card has gone flat, which ones are safest",
    "his light-up shoe's battery cover has gone loose, can I tape it shut",
    "the button batteries in the kitchen scales have gone dead, how do I dispose of them safely",
    "the flat battery in the remote has gone a bit wobbly in its slot, is superglue ok",
  ])("not an emergency: %j", (q) => {
    expect(category(q)).not.toBe("emergency");
  });
  it.each([
    "one of the button batteries is gone from the remote, cant find it",
    "the back of the toy came off and the battery is missing",
    "the coin battery from the car key has gone and she was chewing it",
  ])("still an emergency: %j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});
