import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// "born yesterday already looks yellow on his face and chest" was searched as a newborn's rash,
// whose keywords speak of yellow bumps on the chest (T1-030); "walked into the door frame… a red
// mark on her forehead" as a birthmark (TF-134). A baby who looks yellow is jaundiced; a knock
// told of the head is a head bump. Stool called yellow, a mark a newborn was born with and a
// head-banging habit keep their own entries.
describe("a yellow baby and a knock to the head", () => {
  it.each([
    ["my 3 day old looks a bit yellow on her chest", "health-newborn-jaundice"],
    ["she's gone slightly yellow, 5 days old and breastfed", "health-newborn-jaundice"],
    ["he seems really yellow around his face today, 4 days old", "health-newborn-jaundice"],
    [
      "he ran into the door and has a red mark on his forehead, 3yo, carried on playing",
      "safety-head-bump-after-fall",
    ],
    [
      "bashed her head against the corner of the coffee table, red mark, 18 months",
      "safety-head-bump-after-fall",
    ],
  ])("%j → %s", async (question, id) => {
    expect(answered(await engine.answer({ question, now })).meta.entryIds[0]).toBe(id);
  });

  it.each([
    ["his poo looks yellow and seedy, is that ok", "health-normal-baby-poop"],
    ["my newborn has a red mark on her forehead and eyelids", "care-birthmarks"],
    ["my 2 year old keeps banging his head on the floor when angry", "behaviour-head-banging"],
  ])("keeps its own entry: %j → %s", async (question, id) => {
    expect(answered(await engine.answer({ question, now })).meta.entryIds[0]).toBe(id);
  });
});
