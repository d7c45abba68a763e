import { describe, expect, it } from "vitest";
import { category, flags } from "../test-helpers.js";

describe("feeding, vomiting and dehydration rules", () => {
  it.each([
    ["newborn threw up green stuff twice", "green-vomit"],
    ["bright green vomit 3 week old", "green-vomit"],
    ["throwing up bile", "green-vomit"],
    ["baby spitting up blood", "blood-in-vomit"],
    ["vomit looks like coffee grounds", "blood-in-vomit"],
    ["blood in poop 4 month old", "blood-in-stool"],
    ["red streaks of blood in his stool", "blood-in-stool"],
    ["bloody diarrhea toddler", "blood-in-stool"],
    ["theres blood in my 6 month olds diaper", "blood-in-stool"],
    ["no wet diaper for 9 hours 2 month old", "dehydration"],
    ["toddler hasnt peed since last night", "dehydration"],
    ["soft spot looks sunken", "dehydration"],
    ["3 mo only had 2 wet diapers today and is vomiting", "dehydration"],
    ["dry lips no tears when crying", "dehydration"],
    ["i think shes dehydrated", "dehydration"],
    ["cant keep anything down even water", "not-keeping-fluids-down"],
    ["refusing all feeds today", "not-keeping-fluids-down"],
    ["wont drink anything since this morning", "not-keeping-fluids-down"],
    ["projectile vomiting after every feed 4 weeks old", "projectile-vomiting"],
    ["2 week old vomiting after every feed", "vomiting-first-month"],
    ["5 week old not gaining weight", "poor-weight-gain"],
    ["diarrhea in my 3 month old", "diarrhea-young-baby"],
    ["too weak to stand and confused after vomiting all day", "vomiting-diarrhea-weak-or-confused"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "green poop in breastfed baby normal?",
    "threw up once and had green poop, acting normal 2 yo",
    "baby spits up after every feed is that normal 2 mo",
    "how many wet diapers should a newborn have",
    "no blood in her poop but it is mucusy 8 months",
    "baby refusing bottle at daycare",
    "my 18 month old is so picky only eats crackers",
    "how to lose the baby weight postpartum",
    "what are signs of dehydration in babies",
    "toddler has diarrhea after antibiotics 2 yo",
    "how to stop night feeds at 10 months",
    "when to stop breastfeeding",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(["emergency", "urgent"]).not.toContain(category(question));
  });
});

describe("blood and young-baby vomiting levels", () => {
  it.each([
    ["nappy soaked with blood and clots, 2 years old", "blood-in-stool-heavy"],
    ["her poop is black like tar and she is pale", "blood-in-stool-heavy"],
    ["threw up blood, quite a lot, 3 year old", "blood-in-vomit"],
    ["a few flecks of blood in his sick after coughing all night", "blood-streaks-in-vomit"],
    [
      "my 5 week old is bringing back most of her feeds, vomiting every time",
      "vomiting-most-feeds-young",
    ],
    ["sunken soft spot and no wet nappy since breakfast, 6 months", "severe-dehydration"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it("sends a lot of blood in the stool to the emergency department, not the 24-hour call", () => {
    expect(category("full nappy of dark red blood and clots")).toBe("emergency");
  });

  it.each([
    "my 3 day old has black sticky poop, is that meconium",
    "his poo is black since he started iron drops",
    "my 6 week old spits up after every feed but is gaining weight",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});

// A6 a6-071: forceful vomiting in a young baby is a check today for pyloric stenosis, also when the
// force is told a turn after the spit-up.
describe("forceful vomiting in a young baby", () => {
  const spitUp = "6wk old spits up a bit after nearly every feed, is that normal";
  const history = [
    { role: "user" as const, content: spitUp },
    { role: "assistant" as const, content: "Common and usually harmless." },
  ];

  it.each([
    ["and if it's really forceful, shooting across the room?", history],
    ["5 week old, her spit up has started shooting out across the room after feeds", []],
    ["my 4 week old's vomit is really forceful after every bottle", []],
    // "weesk" for weeks reads as "wees": vomit named beside "projectile" is still the vomit's force.
    ["baby 5 weesk projectise vomits and wanfs to eat right afteh", []],
    ["projectile vomiting after feeds and lots of wees, 5 weeks", []],
  ])("%j → projectile-vomiting", (question, h) => {
    expect(flags(question, { history: h })).toContain("projectile-vomiting");
  });

  it.each([
    spitUp,
    "she's 6 weeks and spits up a lot, i have a really forceful letdown, could that be why",
    "my 7 week old spits up and her poo shoots out everywhere",
    "my 2 month old is vomiting but it's not projectile",
  ])("routine: %j", (question) => {
    expect(category(question)).toBe("routine");
  });
});
