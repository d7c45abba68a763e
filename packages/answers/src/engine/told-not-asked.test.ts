import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// T10 look-alikes: a long message that says the child is fine ("no fever", "no blood", "eating and
// playing normally") is answered on what it describes, not on the signs it rules out.
describe("reassurance in a long message is not its subject", () => {
  it.each([
    // "no fever" pulled the fever entry ahead of the cold's (T10-030, in other words).
    [
      "my 4 year old has had a blocked nose and green snot for 10 days, no fever, no cough, eating and playing normally. nursery want her on antibiotics?",
      "health-common-cold",
    ],
    [
      "my 3 year old has had a runny nose with thick yellow snot for 5 days, no temperature, happy and eating fine. does she need antibiotics for it?",
      "health-common-cold",
    ],
    // "no blood" pulled blood in the stool ahead of poo colours.
    [
      "my 11 month old's poo has been a bit green for a few days, no diarrhoea, no fever, no blood, happy and eating fine. why is it green?",
      "health-normal-baby-poop",
    ],
    [
      "my 8 month old keeps pulling at his ear, no fever, no discharge, sleeping and feeding fine. is it an ear infection or teething?",
      "health-ear-pulling",
    ],
    [
      "my 2 year old gets a nosebleed every few weeks after picking his nose, no other symptoms, otherwise fine. how do I stop it?",
      "health-nosebleeds",
    ],
    [
      "my 4 month old has a flat spot on the back of his head, no other problems, feeding well and smiley. will his head shape fix itself?",
      "health-flat-head",
    ],
  ])("%j → %s", async (question, id) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/no reviewed answer/);
    expect(r.meta.entryIds[0]).toBe(id);
  });

  it.each([
    "we saw a quasar zeppelin at the xylophone fair, no fever, no rash, happy and eating normally. 2 years old. is the zeppelin safe?",
    "my toddler has a zeppelin quasar xylophone, no pain, no swelling, eating and drinking fine, running around all day. is that ok?",
  ])("a subject the base lacks still gets the honest gap: %j", async (question) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).toMatch(/^Nestling has no reviewed answer/);
  });
});
