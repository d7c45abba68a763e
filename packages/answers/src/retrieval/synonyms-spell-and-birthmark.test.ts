import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../index.js";

const engine = createAnswerEngine({ llm: null });
async function lead(question: string) {
  const r = await engine.answer({ question, history: [] });
  if (r.kind !== "answer") throw new Error(`expected an answer for ${question}`);
  return r.meta.entryIds[0];
}

// A breath-holding spell told in its steps, and blue-grey patches on the lower back or bottom, are
// answered by the entries on them, not declined or answered by a neighbour (febrile seizures).
describe("look-alikes told in their own words find their entry", () => {
  it.each([
    "my 20 month old screamed in a tantrum, went quiet, lips went blue and she flopped for a second or two, then took a huge breath and was back to normal. was that a fit??",
    "massive meltdown at bedtime, cried, went silent and blue for a moment, then gasped and was back to playing. 2yo. should i worry?",
    "toddler sobbing hard, then silent, turned purple and a bit floppy for a few secs, then came round and carried on playing. did he have a seizure?",
  ])("%j → breath-holding spells", async (q) => {
    expect(await lead(q)).toBe("behaviour-breath-holding-spells");
  });

  it.each([
    "10 week old, greyish blue areas on his bum and lower back, my partner's family say bruising, he's had them since birth",
    "at her 6 week check the GP noticed blue grey patches on her bottom, people keep asking if she's bruised. 2 months",
    "slate grey marks at the base of his spine, grandma is convinced they're bruises, is that right?",
  ])("%j → birthmarks", async (q) => {
    expect(await lead(q)).toBe("care-birthmarks");
  });
});
