import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult, ChatTurn } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const text = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);

async function secondTurn(first: string, second: string) {
  const r1 = await engine.answer({ question: first });
  const history: ChatTurn[] = [
    { role: "user", content: first },
    { role: "assistant", content: text(r1) },
  ];
  const r2 = await engine.answer({ question: second, history });
  if (r2.kind !== "answer") throw new Error("expected an answer");
  return r2;
}

// A second turn that adds a thing to the first ("…too?", "as well?", "at the same time?") asks
// about the two together (AF5-050, A6-069: after Calpol, "can i give nurofen too?" was answered
// with Nurofen's dose alone).
describe("a follow-up that adds something asks about both together", () => {
  it.each([
    ["my 2yo has a temp of 38.2 and is grumpy can i give calpol", "and can i give nurofen too?"],
    ["how much calpol for my 1 yr old, she's 10kg", "and can i give nurofen as well?"],
    ["how much nurofen can my 3 year old have", "can i give calpol as well?"],
    ["my 18 month old has a fever, can i give tylenol", "what about motrin at the same time?"],
  ])("%j then %j", async (first, second) => {
    const r = await secondTurn(first, second);
    expect(r.meta.entryIds[0]).toBe("health-paracetamol-and-ibuprofen-together");
  });

  it("keeps the new thing's own answer when no article holds both", async () => {
    const r = await secondTurn(
      "my baby has a cough, can i give her honey",
      "can i give her calpol too?",
    );
    expect(r.meta.entryIds[0]).toBe("health-paracetamol-calpol-uk-dose");
  });
});
