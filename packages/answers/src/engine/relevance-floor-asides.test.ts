import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";

const engine = createAnswerEngine({ llm: null });

/**
 * A figure of speech ("dying to go to the park", "killing me", "driving me up the wall") and a
 * chat aside ("lol", "haha", "anyway") name nothing the parent asks about. Searched as words they
 * weighed as much as the question's own and sank a real question under the relevance floor
 * (T8-043 "my toddler is dying to go to the park lol but its raining, indoor ideas?" got "no
 * reviewed answer").
 */
describe("figures of speech and chat asides do not sink a real question", () => {
  it.each([
    [
      "my toddler is dying to go to the park lol but its raining, indoor ideas?",
      "development-play-toddlers",
    ],
    [
      "rainy day and my 3 year old is bouncing off the walls haha, indoor activities?",
      "behaviour-hyperactive-toddler",
    ],
    ["my son is killing me with the constant whining lol, how do i handle it", "behaviour-whining"],
    ["the whining is literally killing me, 3yo whines about everything", "behaviour-whining"],
    [
      "she nearly died laughing at the bubbles haha, when do babies start laughing",
      "development-laughing",
    ],
    ["my 2 year old is driving me up the wall with hitting, how do i stop it", "behaviour-hitting"],
    ["these night wakings are killing us, 10 month old up 4 times a night", "sleep-night-wakings"],
    [
      "omg my 18 month old bites everyone at nursery lol, how do i stop the biting",
      "behaviour-biting",
    ],
    [
      "haha my baby is dying for a taste of my dinner, when can she start solids",
      "feeding-starting-solids-readiness",
    ],
    [
      "honestly the potty training is driving me crazy, 2.5yo keeps having accidents",
      "behaviour-potty-accidents-regression",
    ],
  ])("%j → %s", async (question, id) => {
    const r = await engine.answer({ question });
    if (r.kind !== "answer") throw new Error(`declined ${question}`);
    expect(r.content).not.toMatch(/no reviewed answer/);
    expect(r.meta.entryIds[0]).toBe(id);
  });
});
