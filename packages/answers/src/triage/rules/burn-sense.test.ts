import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../../create-answer-engine.js";
import { triage } from "../triage.js";

const engine = createAnswerEngine({ llm: null });

/**
 * "Burn" in the sun's sense, asked as a tendency, a worry or a product question, is not a burn
 * injury (T9-064 "what spf can i use on my 8 month old for holiday, worried about burns" got the
 * call-now burn card). A burn now, from the sun or from something hot, keeps its level.
 * Paraphrases written for this test, US and UK.
 */
describe("burning in the sun, asked about before it happens", () => {
  it.each([
    "which sunscreen for my 8 month old, she burns easily",
    "what spf should i use on my 9 month old for holiday, worried about burns",
    "she burns easily in the sun, which suncream is best for my 10 month old",
    "how do i stop my 2 year old getting burnt in the sun",
    "my 11 month old is so fair she always burns, best sun cream?",
    "sunburn prevention for a 7 month old on the beach",
    "what factor sunblock so my 1 year old doesnt burn",
  ])("%j is routine, answered about sun protection", async (q) => {
    expect(triage(q).urgency).toBe("routine");
    const r = await engine.answer({ question: q });
    expect(r.kind === "answer" && r.content).toMatch(/sunscreen|SPF|shade/i);
  });
});

describe("a burn now keeps its level", () => {
  it.each([
    ["spilled boiling water on his arm, blistering", "emergency"],
    ["he burnt his feet on the hot sand at the beach, big blisters", "emergency"],
    ["my 8 month old got burnt in the sun today, her legs are pink", "urgent"],
    ["my 2 year old got sunburnt at the seaside and his shoulders have blistered", "urgent"],
    [
      "she touched the oven door while i was putting her suncream on, small blister on her finger",
      "emergency",
    ],
    ["toddler grabbed my tea in the sunny garden, scald on his arm the size of a 10p", "urgent"],
  ])("%j → %s", (q, urgency) => {
    expect(triage(q).urgency).toBe(urgency);
  });
});
