import { describe, expect, it } from "vitest";
import { leadMatch } from "../../compose/compose-answer.js";
import { flags } from "../test-helpers.js";
import { triage } from "../triage.js";

const leads = (q: string) => leadMatch(triage(q).matches)?.id;

describe("injuries that may not be accidents", () => {
  it.each([
    // TF4 tf4-075: a burn from a weekend away, with the child's secret: the abuse script, not burn first aid.
    [
      "my 3 yo came back from her dads weekend with bruises on both her ears and a small round burn on the back of her hand. she says shes not allowed to tell. shes with me now",
      "abuse-with-injury",
    ],
    [
      "found finger shaped bruises on my sons upper arms after nursery, he says a teacher grabbed him",
      "suspected-physical-abuse",
    ],
    [
      "my daughter has bruises on her back and bottom, some yellow and some purple, and nobody can tell me how",
      "suspected-physical-abuse",
    ],
    [
      "my toddler has little round burns on his arm like cigarette burns after staying with my ex",
      "suspected-physical-abuse",
    ],
    [
      "he came home from his dads with a belt shaped mark on his leg and said daddy hit him",
      "suspected-physical-abuse",
    ],
    [
      "my partner is hitting my son right now and says hes going to hurt him",
      "abuse-immediate-danger",
    ],
  ])("%j → %s", (q, id) => {
    expect(leads(q)).toBe(id);
  });

  it.each([
    "toddler has bruises all over his shins from climbing, is that normal",
    "how do i teach my 4 year old about body safety",
    "what are the signs of child abuse to look out for",
    "she fell off the swing and has a small bruise on her forehead, she's fine",
    "my 3 month old has a blue grey birthmark on his bottom, is it a bruise",
    "he fell off the sofa onto his back and has a bruise there, running around fine",
  ])("%j: no alarm", (q) => {
    expect(flags(q).filter((id) => /abuse/.test(id))).toEqual([]);
  });
});

describe("the seat-belt sign after a car crash", () => {
  it.each([
    "got hit at a junction quite fast, car smashed on my side, my 2yo was in his car seat and now hes really sleepy and theres a bruise across his tummy from the straps",
    "we had a car accident and my 6 year old has a red mark across her belly from the seat belt and says her tummy hurts",
    "car crash on the motorway, toddler has a bruise on his neck from the harness and keeps being sick",
    "someone rear ended us, my 4 year old in his booster has a seat belt mark on his tummy",
  ])("%j → seat-belt-sign leads", (q) => {
    expect(leads(q)).toBe("seat-belt-sign");
  });

  it.each([
    "how tight should the car seat straps be",
    "when can my child move to a booster seat with a seat belt",
    "my toddler crashed his toy car into the wall and cried",
  ])("%j: no seat-belt sign", (q) => {
    expect(flags(q)).not.toContain("seat-belt-sign");
  });
});
