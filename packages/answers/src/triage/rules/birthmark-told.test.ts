import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);

describe("blue-grey birthmarks on the lower back and bottom are not bruises", () => {
  it.each([
    "my 8 week old has slate coloured marks over her bottom, grandma thinks they're bruises, are they?",
    "blue grey patch at the base of her spine, the midwife saw it at her newborn check. 5 weeks. bruise?",
    "10 week old, greyish blue areas on his bum and lower back, my partner's family say bruising, he's had them since birth",
    "at her 6 week check the GP noticed bluish patches on her bottom, people keep asking if she's bruised. 2 months",
  ])("%j: the birthmark answer, not the bruising call", (q) => {
    expect(ids(q)).not.toContain("bruise-non-mobile-baby");
    expect(triage(q).urgency).not.toBe("emergency");
  });

  it.each([
    "found a bruise on my 3 month olds arm, he can't roll yet",
    "2 month old has a bluish bruise on his bum, swollen and he cries when I touch it",
    "4 month old with a new grey bruise on his lower back that wasn't there yesterday",
    "bruises on my 10 week old's ear and neck",
    "grey bruise on my 2 month old's bottom since his grandad had him, and one on his cheek",
  ])("%j: bruising in a baby who is not yet mobile keeps its call", (q) => {
    expect(ids(q)).toContain("bruise-non-mobile-baby");
  });
});
