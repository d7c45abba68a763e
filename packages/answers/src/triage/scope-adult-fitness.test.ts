import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import { triage } from "./triage.js";

const engine = createAnswerEngine({ llm: null });

/**
 * An adult's own sport and training are not parenting questions (AF5-006 "my knee hurts when i go
 * running", A7-064 "a good gym split for building muscle"); the same words with a child, a birth or
 * the baby in them are.
 */
describe("an adult's own training is out of scope", () => {
  it.each([
    "my knee hurts when i go running, what stretches should i do",
    "my ankle aches after my runs, should i see a physio",
    "my knees hurt when i squat at the gym",
    "whats a good gym split for building muscle, 4 days a week",
    "best workout split for building muscle",
  ])("%j is declined", async (q) => {
    expect(triage(q).standing).toBe("off-topic");
    const r = await engine.answer({ question: q });
    expect(r.kind).toBe("off-topic");
  });

  it.each([
    "my knee hurts when i go running since having the baby, is that normal postpartum",
    "my wrist hurts from carrying the baby",
    "my 4 year old says his knee hurts when he runs",
    "when can i go running after having my baby",
    "can i go back to the gym 6 weeks after c section",
    "baby gym for 3 month old",
    "how do i build muscle tone in my babys legs",
  ])("%j is still answered", async (q) => {
    const r = await engine.answer({ question: q });
    expect(r.kind).toBe("answer");
  });
});
