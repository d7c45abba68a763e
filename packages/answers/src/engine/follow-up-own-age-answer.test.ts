import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult, ChatTurn } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const text = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);
const lead = (r: AnswerResult) => text(r).split("\n\n")[0] ?? "";

async function secondTurn(first: string, second: string) {
  const r1 = await engine.answer({ question: first });
  const history: ChatTurn[] = [
    { role: "user", content: first },
    { role: "assistant", content: text(r1) },
  ];
  return engine.answer({ question: second, history });
}

// AF5-028: after "how many naps should a 6 month old be having", "what about at night, how long
// should he sleep?" was answered from the 3-to-5-month article ("By about 3 months…"): the quick
// answer for a 6-month-old's night had been shown as a bullet, and a passage once shown never led.
describe("a second turn is answered for the conversation's age by the quick answer asked for it", () => {
  it.each([
    [
      "how many naps should a 6 month old be having",
      "what about at night, how long should he sleep?",
      /11 hours at night/,
    ],
    [
      "how many naps does my 6 month old need",
      "and how many hours should she sleep at night?",
      /11 hours at night/,
    ],
    [
      "how many naps should a 4 month old have",
      "what about at night, how long should she sleep?",
      /10 to 12 hours at night/,
    ],
  ])("%j then %j", async (first, second, answer) => {
    const r = await secondTurn(first, second);
    expect(lead(r)).toMatch(answer);
    expect(lead(r)).not.toMatch(/By about 3 months/);
  });
});
