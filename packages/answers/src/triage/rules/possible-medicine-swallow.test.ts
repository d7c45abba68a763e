import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);

// An adult's tablets that may have been swallowed: Poison Control / the ER now, however well the
// child looks (our own paraphrases, US and UK).
describe("a possible swallow of an adult's medicine is an emergency", () => {
  it.each([
    "grandad's heart tablets were on the coffee table and there's a gap in the foil where one should be, my 2 year old was playing there. she seems totally normal",
    "I counted my metformin and I think one is missing, my toddler was in my room earlier",
    "found the lid off my sertraline bottle and my 18 month old sitting next to it, he seems ok",
    "he might have had one of my husband's blood pressure pills, he's acting normal",
    "there are two popped bubbles in my co-codamol pack and I only took one, my 20 month old had my bag",
    "my dad's pills were all over the floor of the spare room where my 2yo was playing, cant tell if she ate any",
    "my 3 year old could have swallowed one of my antidepressants, not sure, shes happy and playing",
  ])("%j → emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
    expect(ids(q).some((id) => id === "poisoning" || id === "poisoning-possible")).toBe(true);
  });

  it.each([
    "how do I store medicines so my toddler can't reach them",
    "I missed a dose of my blood pressure tablets, can I still breastfeed",
    "how long does calpol last once the bottle is opened",
    "I gave her a dose of calpol at 6 and I'm not sure if she swallowed it all, she spat some out",
    "my pill organiser is missing a lid, any ideas where to get one",
  ])("storing, own doses and a child's own medicine stay routine: %j", (q) => {
    expect(ids(q)).not.toContain("poisoning-possible");
  });
});
