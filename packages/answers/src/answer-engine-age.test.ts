import { describe, expect, it } from "vitest";
import { answered, now } from "../test/engine-fixture.js";
import { createAnswerEngine } from "./create-answer-engine.js";

// The shipped triage reads the ages these questions state.
const engine = createAnswerEngine({ llm: null });

describe("answer engine: the child's age", () => {
  it.each([
    ["what should a 6 month old be doing", "development-milestones-6-months"],
    ["what should my 9 month old be doing", "development-milestones-9-months"],
    ["what should my 5 month old be doing", "development-milestones-5-months"],
    ["what should my 3 month old be doing", "development-milestones-3-months"],
  ])("%j is answered by the article written for that age", async (question, id) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.meta.entryIds[0]).toBe(id);
  });

  it("keeps an age named before the present topic", async () => {
    const asked = ["my 4 month old has a cold", "how do i clear a blocked nose"];
    const history: { role: "user" | "assistant"; content: string }[] = [];
    for (const question of asked) {
      const r = answered(await engine.answer({ question, history: [...history], now }));
      history.push({ role: "user", content: question }, { role: "assistant", content: r.content });
    }
    const next = answered(
      await engine.answer({ question: "how many naps should she have", history, now }),
    );
    // Not the 8-month nap count the question alone would get.
    expect(next.content.split("\n\n")[0]).not.toMatch(/\b8 months\b/);
  });

  it.each(["she doesnt sit on her own yet, is that ok", "what about sitting?", "and rolling?"])(
    "after the 6-month milestones, %j is not answered from the 5-month article",
    async (second) => {
      const first = "what should a 6 month old be doing";
      const r1 = answered(await engine.answer({ question: first, now }));
      const r2 = answered(
        await engine.answer({
          question: second,
          history: [
            { role: "user", content: first },
            { role: "assistant", content: r1.content },
          ],
          now,
        }),
      );
      expect(r2.meta.entryIds[0]).not.toBe("development-milestones-5-months");
      expect(r2.content.split("\n\n")[0]).not.toMatch(/around 5 months/i);
    },
  );
});
