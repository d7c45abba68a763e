import { describe, expect, it } from "vitest";
import { realTriageEngine as engine } from "../../test/conversation-fixture.js";
import { answered, now } from "../../test/engine-fixture.js";

// A question about a boy is never answered with an article written for girls, nor the reverse
// (AF7: a toddler touching "his" private parts was answered with girls' vulvovaginitis).
describe("the child's sex", () => {
  it.each([
    ["my toddler son has a red sore down below", /vulva|labia/i],
    ["my little girl has red sore bits down below", /penis|foreskin|testic/i],
  ])("%j is not answered from an article for the other sex", async (question, other) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content.split("\n\n")[0]).not.toMatch(other);
  });
});

// Where the child is ("preschool are worried") is a question's setting: an article sharing only
// that word (one on preschoolers' lying) answers a neighbour, and the floor declines it.
describe("the relevance floor and the question's setting", () => {
  it("declines a skill question whose only match is the setting", async () => {
    const r = answered(
      await engine.answer({
        question: "my 4 year old cant tie his shoelaces, preschool think its a problem",
        now,
      }),
    );
    expect(r.content).toMatch(/no reviewed answer/);
  });
});
