import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

// Hard poo told by its shape or the straining, with blood on it or on the paper, is the
// blood-in-stool call within a day even when the blood is told far from the word poo (own
// paraphrases).
describe("constipation told by the poo's shape, with blood", () => {
  it.each([
    "she only goes every 4 days, little hard pellets, cries pushing them out and there's red blood on the tissue after",
    "his poos are like rabbit droppings and today there was a line of fresh blood down the side of one",
    "straining for ages, tiny hard balls came out and a smear of bright red blood on the nappy",
    "2yo's poo is like pebbles again and when I wiped her there was some blood, she screamed",
  ])("%j → blood-in-stool (call-24h)", (q) => {
    expect(triage(q).matches.map((m) => m.id)).toContain("blood-in-stool");
    expect(triage(q).disposition).toBe("call-24h");
  });

  it.each([
    "he's constipated, what foods help? his blood tests last month were fine",
    "she strains a lot to poo and it comes out like pebbles, no blood, what can I give her",
  ])("no blood seen stays routine: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
});
