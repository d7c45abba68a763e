import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// Parents' everyday words for a subject the base holds under another name got the honest gap:
// "sniffly" (T8-089), "lives on pasta, crackers and bananas" (A11-072), "threw an absolute fit"
// (T2-023), walking about at midnight and remembering nothing (TF10-077), keeping a child
// "hydrated" after a stomach bug (T1-127).
describe("everyday words for a subject in the base", () => {
  it.each([
    ["my 5 week old sounds a bit snuffly", /congest|stuffy|cold|breathing-noises/],
    ["newborn has the sniffles, should i worry", /congest|stuffy|cold/],
    ["2 year old basically lives on toast and yoghurt and refuses anything green", /picky/],
    ["my son survives on chicken nuggets and crisps, hes 3", /picky/],
    ["my 2 yr old pitched an almighty fit in the supermarket", /tantrum/],
    ["she threw an absolute fit in the shoe shop, 2 and a half", /tantrum/],
    [
      "my 6 year old wandered into the kitchen in the middle of the night with his eyes open and didnt remember anything next day",
      /sleep-sleepwalking|night-terrors/,
    ],
    [
      "how do i keep him hydrated with this tummy bug, hes 2",
      /rehydration|dehydration|vomiting|diarrhea/,
    ],
  ])("%j → %s", async (question, entry) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/no reviewed answer/);
    expect(r.meta.entryIds[0]).toMatch(entry);
  });
});
