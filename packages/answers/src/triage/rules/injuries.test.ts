import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";
import { category, flags } from "../test-helpers.js";

describe("injury, poisoning and accident rules", () => {
  it.each([
    ["fell off the bed and threw up twice", "head-injury-warning-signs"],
    ["hit his head and now hes really sleepy", "head-injury-warning-signs"],
    ["bumped head one pupil bigger than the other", "head-injury-warning-signs"],
    ["1 yr old fell down the stairs", "high-impact-fall"],
    ["i dropped my 3 month old on the tile floor", "high-impact-fall"],
    ["baby rolled off the changing table", "high-impact-fall"],
    ["car accident with baby in car seat", "high-impact-fall"],
    ["6 month old rolled off the bed", "fall-young-baby"],
    ["swallowd a battery i think a button one", "battery-or-magnet"],
    ["toddler might have swallowed magnets", "battery-or-magnet"],
    ["my 2yo got into my pills", "poisoning"],
    ["she drank some bleach", "poisoning"],
    ["found my son chewing a dishwasher pod", "poisoning"],
    ["she drank half the bottle of tylenol", "poisoning"],
    ["gave a double dose of calpol and now shes really drowsy", "poisoning"],
    ["accidently gave a double dose of tylenol", "medicine-dose-slip"],
    ["gave him the wrong dose of nurofen this morning", "medicine-dose-slip"],
    ["oops i gave her 10ml of paracetamol instead of 5ml", "medicine-dose-slip"],
    ["caught him with the oven cleaner, lid off, his lips look red", "danger-dangerous-swallow"],
    ["found her with the bleach bottle in her mouth", "danger-dangerous-swallow"],
    ["she had foxglove leaves in her mouth in the garden", "danger-poisonous-plant"],
    ["ate one of grandmas heart pills", "poisoning"],
    ["baby got into weed gummies", "poisoning"],
    ["the battery from the remote is missing and i think she swallowed it", "battery-or-magnet"],
    ["he swallowed a coin, breathing fine", "swallowed-object"],
    ["she put a magnet in her mouth and i cant find it now", "battery-or-magnet"],
    ["hes choakin on a grape cant breathe", "choking"],
    ["what do i do my baby is choking right now", "choking"],
    ["something stuck in her throat", "choking"],
    ["pulled my 2 year old out of the pool he was face down", "near-drowning"],
    ["she slipped under in the bath", "near-drowning"],
    ["he almost drowned", "near-drowning"],
    ["cut his hand and its bleeding a lot wont stop", "severe-bleeding"],
    ["toddler pulled hot coffee on himself big blisters", "serious-burn"],
    ["burn on her palm looks white", "serious-burn"],
    ["toddler burned his finger on the oven door small blister", "burn"],
    ["got shocked from an outlet", "electric-shock"],
    ["she breathed in a lot of smoke from the kitchen fire", "smoke-inhalation"],
    ["911?? my son fell into the pool", "near-drowning"],
    ["my toddler drank from a bottle of cough syrup and is really sleepy", "poisoning"],
    ["boiling water spilled on his leg the skin came off", "serious-burn"],
    ["huge lump on his head after hitting the table", "high-impact-fall"],
    ["bumped her head, the lump is 6 cm", "high-impact-fall"],
    ["toddler fell about 5 feet off the playground", "high-impact-fall"],
    ["she fell off the top bunk and cant move her neck", "high-impact-fall"],
    ["fell off the couch and now he cant move his legs", "head-injury-warning-signs"],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "how to prevent choking when starting solids",
    "difference between gagging and choking baby led weaning",
    "what foods are choking hazards for a 1 year old",
    "how do i babyproof for button batteries and magnets",
    "how to store medicines safely away from toddlers",
    "how much tylenol for a 9 month old",
    "can i take ibuprofen while breastfeeding",
    "how to get my toddler to swallow medicine",
    "can he eat after taking tylenol",
    "how do i keep my toddler safe around the pool",
    "how to keep baby safe from burns in the kitchen",
    "my baby fell asleep on my chest is that safe",
    "when do babies drop to 2 naps",
    "toddler bumped his head on the coffee table small bruise hes playing normally",
    "should i take an infant cpr class",
    "cut grapes in quarters for a 1 year old?",
    "can i drink alcohol while breastfeeding",
    "my 7 month old gags on every puree is that normal",
    "how to keep baby safe from smoke, do we need a smoke alarm in the nursery",
    "small bump on his forehead 1 cm after bumping the table, he is fine",
    "my baby chokes a little when drinking from a bottle too fast how do i slow the flow",
    "newborn sometimes chokes on milk during letdown",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});

describe("button batteries and magnets", () => {
  it.each([
    "he swallowed one of them little round batteries from the remote",
    "think she ate a magnet off the fridge maybe two",
    "our son swallowed two magnets from his sisters toy but seems fine",
    "toddler stuck a button battery up his nose",
    // A battery missing, told before the question is asked.
    "we cant find one of the watch batteries. she was playing with the box. could she have eaten it?",
    "i couldn't find the magnet from his set anymore, might he have swallowed it?",
    "the car key fob is open and i cannot find the little battery. hes dribbling. could he have it?",
    "cant find one of the flat round batteries from the scales. 2 yrs. is it possible she swallowed it??",
  ])("sends %j to 911 or the emergency department first, not to Poison Control", (q) => {
    const [first] = triage(q).matches;
    expect(first!.id).toBe("battery-or-magnet");
    expect(first!.action).toMatch(/^Call 911 or go to the emergency department now/);
    expect(
      triage(q)
        .matches.map((m) => m.action)
        .join(" "),
    ).not.toMatch(/Poison Control/);
  });
});

describe("falls and pills told without the usual words", () => {
  it.each([
    [
      "she came off the top bunk and has been sick twice and keeps dropping off to sleep",
      "head-injury-warning-signs",
    ],
    ["he rolled off the changing table onto the floor, 5 months", "high-impact-fall"],
    [
      "she got into my bag and the packet of tablets is open, i dont know how many are missing",
      "poisoning",
    ],
  ])("%j → %s", (question, id) => {
    expect(flags(question)).toContain(id);
  });

  it.each([
    "how do i stop my toddler climbing out of his cot",
    "my vitamins are missing from the shelf, where should i keep them",
  ])("does not alarm on a look-alike: %j", (question) => {
    expect(category(question)).not.toBe("emergency");
  });
});
