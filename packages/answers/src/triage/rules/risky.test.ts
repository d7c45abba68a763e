import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";
import { category } from "../test-helpers.js";

const riskyId = (q: string) => triage(q).risky?.id ?? null;

describe("risky requests", () => {
  it.each([
    [
      "how much benadryl can i give my 1 year old to make him sleep on the plane",
      "sedating-for-sleep",
    ],
    ["melatonin for 18 month old to sleep through the night", "sedating-for-sleep"],
    ["can i rub whiskey on my babys gums for teething", "alcohol-for-baby"],
    ["leftover amoxicillin from my daughter can i give it to her brother", "leftover-antibiotics"],
    ["put rice cereal in the bottle so he sleeps longer", "cereal-in-bottle"],
    ["can i give my 6 month old honey for his cough", "honey-under-1"],
    ["honey on babys pacifier ok?", "honey-under-1"],
    ["is baby aspirin ok for my toddlers fever", "aspirin"],
    ["can i give my 3 week old some water its so hot out", "water-under-6-months"],
    ["how much of my adult nyquil can i give my 2 year old", "adult-medicine"],
    // Not yet given: the risky "don't" (T6 t6-070's other wording).
    [
      "can i give my 18 month old half of one of my 500mg paracetamol tablets for her teeth",
      "adult-medicine",
    ],
    ["is it ok to cut one of my ibuprofen tablets in half for my 3 year old", "adult-medicine"],
    ["can i give codeine cough syrup to my 3 yr old", "cough-cold-medicine"],
    ["is orajel ok for my teething 5 month old", "numbing-teething-products"],
    ["amber teething necklace safe?", "teething-jewellery"],
    ["are weighted sleep sacks safe for my 4mo", "weighted-sleep-products"],
    ["should i use crib bumpers", "unsafe-sleep-products"],
    ["can my baby sleep in the inclined sleeper all night", "unsafe-sleep-products"],
    ["can i put a pillow in the crib for my 7 month old", "unsafe-sleep-products"],
    ["can i add extra water to the formula to make it last till payday", "diluting-formula"],
    ["can i leave my 8 month old in the bath for a minute", "leaving-child-in-bath"],
    ["can i give my 9 month old cows milk instead of formula", "cow-milk-under-1"],
    ["can my 3 month old sleep on her tummy if i watch the monitor", "tummy-or-side-sleeping"],
    ["can i give my 4 month old benadryl so she sleeps better", "sedating-for-sleep"],
    ["can i give my 10 month old melatonin gummies", "sedating-for-sleep"],
    ["can my newborn sleep in his car seat overnight in the crib", "unsafe-sleep-products"],
  ])("%j → %s", (question, id) => {
    expect(riskyId(question)).toBe(id);
  });

  it.each([
    "can my 2 year old have honey",
    "how much water can my 9 month old have",
    "when can i switch from formula to whole milk",
    "can i drink a glass of wine while breastfeeding",
    "is it safe to take melatonin while breastfeeding",
    "how warm should the bath water be",
    "when can babies sleep with a blanket",
    "how much tylenol for a 9 month old",
    "what should be babys first food rice cereal or veggies",
    "my baby rolls onto her tummy in her sleep 5 months do i flip her back",
    "how much tummy time for a 2 month old",
    "my 2 year old has hives, can i give benadryl",
    "best car seat for a newborn",
  ])("is not risky: %j", (question) => {
    expect(riskyId(question)).toBeNull();
  });

  it("gives a redirect in Markdown with recognised sources", () => {
    const r = triage("can i give my 6 month old honey")!.risky!;
    expect(r.redirect).toMatch(/^\*\*/);
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it("an emergency still comes first when a risky request is also present", () => {
    expect(category("gave him honey and now hes floppy and not breathing")).toBe("emergency");
  });
});

describe("another dose of a fever medicine too soon", () => {
  it.each([
    "gave her calpol 2 hours ago and she's still burning up, can i give another dose",
    "can i give another dose of ibuprofen an hour after the last one",
    "its been 3 hours since his last tylenol can i give him more",
    "is it ok to top him up with paracetamol half an hour after",
  ])("asked before the gap is up: %j", (q) => {
    expect(riskyId(q)).toBe("dose-too-soon");
  });

  it.each([
    "when can i give her another dose of calpol",
    "gave calpol 5 hours ago, can i give another dose now",
    "can i give ibuprofen 2 hours after calpol",
  ])("not before the gap, or alternating: %j", (q) => {
    expect(riskyId(q)).not.toBe("dose-too-soon");
  });

  it.each([
    "gave him calpol at 3pm and then daddy gave him another dose at 4pm",
    "gave her tylenol at 2 and her dad gave another dose at 3.30",
    "my mum gave him nurofen at 6pm and I gave him more at 7pm",
  ])("already given twice within 4 hours by the clock: %j", (q) => {
    expect(category(q)).toBe("urgent");
  });

  it("doses 5 hours apart are not a slip", () => {
    expect(category("gave paracetamol at 8am and another at 1pm")).toBe("routine");
  });
});
