import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";

const engine = createAnswerEngine({ llm: null });

/**
 * "Misbehaviour" is what the entries call behaviour ("what kind of misbehaviour should a time out
 * be used for" found no entry holding its words and was declined as off-topic). Paraphrases
 * written for this test.
 */
describe("misbehaving is behaviour", () => {
  it.each([
    "which misbehaviour is a time out meant for",
    "what misbehavior should get a time-out",
    "he misbehaved at dinner, is time out the right thing to do",
  ])("%j is answered from the time-out entry", async (q) => {
    const r = await engine.answer({ question: q });
    expect(r.kind === "answer" && r.meta.entryIds[0]).toBe("behaviour-time-out-and-time-in");
  });
});
