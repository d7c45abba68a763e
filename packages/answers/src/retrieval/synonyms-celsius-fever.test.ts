import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../index.js";

const engine = createAnswerEngine({ llm: null });
async function lead(question: string) {
  const r = await engine.answer({ question, history: [] });
  if (r.kind !== "answer") throw new Error(`expected an answer for ${question}`);
  return r.meta.entryIds[0] ?? "";
}

// A child's reading typed as a bare number ("has 38.6", "39 degrees", "101.5") is a fever question:
// split into "38 6" by the tokenizer it matched the bath-temperature answer (38 °C) or nothing.
describe("a temperature reading typed as a number finds the fever articles", () => {
  it.each([
    "my 20 month old has a temperature of 38.6 but is running around",
    "is it ok that my 2 year old is 38.6 and still bouncing about",
    "2 year old 39.2 and playing, should I worry",
    "she's 39 degrees and a bit grumpy, 3 years old",
    "my 1 year old read 101.5 on the thermometer, what now",
  ])("%j → a fever entry", async (q) => {
    expect(await lead(q)).toMatch(/^health-(?:fever|paracetamol|acetaminophen|ibuprofen)/);
  });

  it.each([
    "is 38 degrees too hot for a baby bath",
    "what temperature should the bath water be, 37 or 38 degrees",
  ])("%j → still the bath answer", async (q) => {
    expect(await lead(q)).toMatch(/^(?:safety-scalds-water-heater|care-tub-bath-how-to)$/);
  });
});
