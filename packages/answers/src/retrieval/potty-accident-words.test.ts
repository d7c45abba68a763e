import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";

const engine = createAnswerEngine({ llm: null });

/**
 * A child who was dry and is "wetting again" has potty accidents, not a question about when to
 * start potty training ("my potty trained 3 year old has started wetting again after the new
 * baby" got the readiness article). Paraphrases written for this test.
 */
describe("wetting again after being dry", () => {
  it.each([
    "my potty trained 3 year old has started wetting again after the new baby",
    "she was dry for months and now she wets herself again every day",
    "my 4 year old keeps wetting himself at nursery, he was fully trained",
  ])("%j is answered from the potty accidents entry", async (q) => {
    const r = await engine.answer({ question: q });
    expect(r.kind === "answer" && r.meta.entryIds[0]).toBe("behaviour-potty-accidents-regression");
  });

  it("leaves wetting the bed again to the bedwetting entry", async () => {
    const r = await engine.answer({ question: "my 5 year old has started wetting the bed again" });
    expect(r.kind === "answer" && r.meta.entryIds[0]).toBe("care-bedwetting");
  });
});
