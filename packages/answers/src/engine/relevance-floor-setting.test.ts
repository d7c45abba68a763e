import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// To the floor, "nursery" or "daycare" is where the child is, and weighs like a frame word. But for
// an article named for it ("When to keep a sick child home from daycare or nursery", biting with
// daycare among its topics) it is the subject: "when can he go back to nursery" after a stomach bug
// got the honest gap (TF5-083, TF2-078, TF7-093).
describe("a setting the article is named for is its subject", () => {
  it.each([
    [
      "the vomiting stopped yesterday and she kept her tea down, how soon can she go back to nursery",
      "health-keeping-child-off-nursery",
    ],
    [
      "she had a temperature on monday but has been fine for two days, can she go back to nursery tomorrow",
      "health-keeping-child-off-nursery",
    ],
    [
      "my son bit another child at nursery and broke the skin, the other parents are upset",
      "behaviour-biting",
    ],
    [
      "he has been biting the other children at daycare again, the staff are fed up",
      "behaviour-biting",
    ],
  ])("%j → %s", async (question, id) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/no reviewed answer/);
    expect(r.meta.entryIds[0]).toBe(id);
  });
});

describe("a setting alone does not make an article the answer", () => {
  it.each([
    "how do i stop my 6 year old using rude words he picked up at school",
    "what do I do about my 5 year old cursing, another boy at school taught him",
  ])("%j", async (question) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.meta.entryIds[0] ?? "none").not.toBe("behaviour-starting-school");
  });
});
