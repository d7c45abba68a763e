import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";

const engine = createAnswerEngine({ llm: null });

/**
 * A girl's genitals in family words ("her front bit", "front bottom", "down there") find the entry
 * that names the vulva and vagina (T9-050 "little pink bloody bit in my 5 day old daughters nappy
 * from her front bit" got the no-answer card though the newborn hormone entry covers it).
 * Paraphrases written for this test.
 */
describe("family words for a girl's genitals", () => {
  it.each([
    "little pink bloody bit in my 5 day old daughters nappy from her front bit, is this normal",
    "bit of blood from her front bottom, she is 5 days old, is this normal",
    "my 4 day old daughter has some white gunk and a bit of blood in her privates",
  ])("%j is answered from the newborn hormone entry", async (q) => {
    const r = await engine.answer({ question: q });
    expect(r.kind === "answer" && r.meta.entryIds[0]).toBe("health-newborn-hormone-effects");
  });
});
