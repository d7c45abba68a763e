import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);
const level = (q: string) => triage(q).disposition;

// A soap for hands, dishes or the bath drunk or swallowed is Poison Control now (not "no reviewed
// answer", not the household-chemical 911); with vomiting, coughing or drowsiness it is 911.
// Dishwasher and laundry products and caustics stay the poisoning emergency (own paraphrases).
describe("a soap swallowed: Poison Control now", () => {
  it.each([
    "my 2yo drank some fairy liquid from the bottle by the sink, seems ok",
    "toddler swallowed a glug of the washing-up liquid when I turned my back",
    "he got the hand soap pump and drank some of it",
    "my daughter had a swig of the bubble bath while I was running the bath",
    "she drank a bit of the shower gel, no symptoms",
    "caught him drinking the dishwashing liquid, maybe a mouthful",
  ])("%j → danger-dangerous-swallow-urgent (call-now)", (q) => {
    expect(ids(q)).toEqual(["danger-dangerous-swallow-urgent"]);
    expect(level(q)).toBe("call-now");
  });

  it.each([
    "he drank some washing up liquid and keeps being sick",
    "she swallowed some bubble bath and now she's coughing and wheezy",
    "drank the hand soap and now he's really drowsy",
    "my 1 year old drank dish soap and has thrown up 3 times",
  ])("with signs it is 911: %j", (q) => {
    expect(level(q)).toBe("911");
  });

  it.each([
    "found him chewing a dishwasher tablet",
    "she drank some laundry liquid",
    "the washing pod burst in his mouth",
    "he drank some drain cleaner",
  ])("dishwasher and laundry products and caustics stay the poisoning emergency: %j", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });

  it.each([
    "she licked the hand soap off her fingers",
    "he got a mouthful of bath water with bubble bath in it",
    "can I use bubble bath for my 8 month old",
    "which washing up liquid is safe for washing baby bottles",
  ])("a lick, diluted bath water or a question about using soap stays routine: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
});
