import { describe, expect, it } from "vitest";
import { answered, engine, now } from "../../test/engine-fixture.js";

// What a phrase adds to the search must point at the subject's own article: "still not walking"
// is walking (it had added milestone words that found every month-by-month milestone page),
// "does she need water" is water to drink, and "though" / "tho" are tone, not a topic.
describe("phrases search their subject's own article", () => {
  it.each([
    // AF5-009, A7-041.
    [
      "he's 16 months and still not walking. cruises round the furniture fine. family keeps making comments",
      "development-first-steps-walking",
    ],
    [
      "15 mo still not walking, cruises round the furniture tho. everyone elses kids are walking",
      "development-first-steps-walking",
    ],
    ["my 14 month old is not walking yet, should i worry", "development-first-steps-walking"],
    // A6-007.
    ["does a 7mo need water or is milk enough", "feeding-water-for-babies"],
    ["my 9 month old eats 3 meals now, does she need water", "feeding-water-for-babies"],
  ])("%j → %s", async (question, id) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.meta.entryIds[0]).toBe(id);
  });

  it("still answers crawling as crawling", async () => {
    const r = answered(
      await engine.answer({ question: "my 9mo isnt crawling yet should i worry", now }),
    );
    expect(r.meta.entryIds[0]).toBe("development-crawling");
  });
});
