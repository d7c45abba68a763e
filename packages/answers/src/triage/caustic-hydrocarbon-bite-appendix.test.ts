import { describe, expect, it } from "vitest";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (...user: string[]): ChatTurn[] =>
  user.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Here is what to do: …" },
  ]);

describe("a laundry or dishwasher pod that burst in the mouth is a poisoning", () => {
  it.each([
    "the laundry capsule split open in his mouth and hes coughing and dribbling",
    "a washing tab popped in her mouth, shes wheezing a bit now",
    "liquitab leaked all over his lips and tongue and he keeps retching",
    "toddler bit into a dishwasher capsule and it burst, now shes drooling loads",
  ])("%s → emergency (poisoning)", (q) => {
    expect(category(q)).toBe("emergency");
    expect(flags(q)).toContain("poisoning");
  });
});

describe("lamp oil, paraffin, kerosene, petrol: hydrocarbons swallowed", () => {
  it.each([
    "my son took a swig from the garden torch fuel and is coughing non stop",
    "she got a mouthful of paraffin from the heater can and her breathing sounds funny",
    "he drank some kerosene out of the lantern, coughing and gagging",
    "found him sucking the petrol can nozzle, now he smells of it and keeps choking",
    "she sipped citronella oil from the patio lamp and is breathing fast",
    "he swallowed some lighter fuel and keeps coughing",
  ])("%s → emergency (poisoning)", (q) => {
    expect(category(q)).toBe("emergency");
    expect(flags(q)).toContain("poisoning");
  });
});

describe("a deep, gaping or flapping bite on the face goes to the ER", () => {
  it.each([
    "our dog bit my sons face, theres a deep gash on his cheek",
    "a dog attacked my toddlers face and a flap of skin on her chin is hanging open",
    "my in-laws cat bit my daughters lip and it's torn open, needs A&E?",
  ])("%s → emergency (wound-deep-or-on-face)", (q) => {
    expect(category(q)).toBe("emergency");
    expect(flags(q)).toContain("wound-deep-or-on-face");
  });
});

describe("appendicitis signs told in parents' words, in a second turn too", () => {
  const first = after("7 year old says his tummy hurts near his belly button, slight temperature");

  it.each([
    "the ache has shifted down to the lower right now and he was sick once",
    "pain has gone to the bottom right, he cries when I press there and threw up",
    "now the pain moved low on the right and every bump in the road makes him yelp, he vomited",
  ])("%s (after a tummy ache) → emergency (appendicitis-signs)", (q) => {
    const r = triage(q, { history: first });
    expect(r.urgency).toBe("emergency");
    expect(r.matches.map((m) => m.id)).toContain("appendicitis-signs");
  });

  it("one message: tummy pain now lower right, screams over bumps, vomited → ER", () => {
    const q =
      "6yo tummy pain started by his belly button and is now lower right, he screams when the car goes over bumps and has been sick";
    expect(flags(q)).toContain("appendicitis-signs");
  });
});

describe("look-alikes stay lower", () => {
  it.each([
    "are dishwasher pods poisonous? where is the safest place to keep them",
    "can washing tablets be toxic to kids, which cupboard should they go in",
    "how should I store paraffin for the heater with a toddler about",
    "the puppy nipped her finger, just a small scratch, no blood",
    "small dog nip on his hand, tiny scratch",
    "his tummy hurts a bit after lunch, he's running around fine",
    "the right side of her tummy is ticklish when i touch it, she giggles",
  ])("%s → not emergency", (q) => {
    expect(category(q)).not.toBe("emergency");
  });

  it("a lick of a dishwasher tablet with no symptoms: the poisoning card, whose own line sends a child with no signs to Poison Control first", () => {
    const r = triage("he licked a dishwasher tablet, no symptoms");
    expect(r.matches.map((m) => m.id)).toContain("poisoning");
  });
});
