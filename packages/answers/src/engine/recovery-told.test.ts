import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// A knock or a sting told with how the child got over it ("cried for a minute then carried on
// playing", "stopped crying and is eating her ice lolly", "now driving his trains round the lounge")
// got the honest gap: the recovery's words (crying, playing, eating, lunch) weighed as much as the
// knock's and sank the question under the relevance floor (T7-012, T11-079, TF-134, TF3-012).
describe("how the child got over it is not what the parent asks", () => {
  it.each([
    [
      "my girl smacked her forehead on the edge of the bed this morning, a lump came up, she cried for a bit, then ate breakfast and watched cartoons, shes 3",
      "safety-head-bump-after-fall",
    ],
    [
      "my 20 month old tripped on the rug and knocked his forehead on the step, small bump, screamed for a minute and then went back to his trains",
      "safety-head-bump-after-fall",
    ],
    [
      "wasp got her on the leg in the garden half an hour ago, we scraped it off, now a pink puffy area, she is playing again and eating a biscuit",
      "health-insect-bites-stings",
    ],
    [
      "stung by a bee on the hand at the park, she is 4, the sting is out and it is a bit swollen, she stopped crying and is eating her snack. what can i put on it",
      "health-insect-bites-stings",
    ],
  ])("%j → %s", async (question, id) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/no reviewed answer/);
    expect(r.meta.entryIds[0]).toBe(id);
  });
});
