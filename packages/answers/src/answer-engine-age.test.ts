import { describe, expect, it } from "vitest";
import { answered, now } from "../test/engine-fixture.js";
import { createAnswerEngine } from "./create-answer-engine.js";

// The shipped triage reads the ages these questions state.
const engine = createAnswerEngine({ llm: null });

const firstParagraph = (content: string) => content.split("\n\n")[0] ?? "";

describe("answer engine: the child's age", () => {
  it.each([
    // a7-044: "When can I give a breastfed baby a pacifier? … 3 to 4 weeks" led.
    "when should my 2yo give up her dummy",
    "what age should my 3 year old stop using a pacifier",
    "when should our 2 year old stop the binky",
  ])("%j: ages the child has passed neither lead nor follow a 'when' answer", async (question) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/\b\d+ to \d+ weeks\b|under 1 year/);
    expect(firstParagraph(r.content)).toMatch(/toddler|\d+ (?:years?|months)/i);
  });

  it.each([
    // af4-048: "from about 6 months" is when, not an article that "does not apply yet".
    "when do i need to start babyproofing the house, she's 5 months",
    "when can my 4 month old start solids",
    "is 5 months too early to start babyproofing",
  ])("%j: a 'when' answer naming the age ahead has no other-age line", async (question) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/this is written for|does not apply yet/);
  });

  it.each([
    [
      "how do i start potty training? she's 2 years 2 months",
      "and at night? shes still soaking her nappy every morning",
    ],
    ["my son is 2 years and 3 months, how do i start potty training", "what about at night?"],
  ])("%j then %j: the follow-up keeps the age in years and months", async (first, second) => {
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
    expect(r2.content).not.toMatch(/this is written for|months old;/);
  });

  it.each([
    // a6-007, a7-072: the water article's own lead ("Babies under 6 months should not be given
    // water") followed a yes for a 7-month-old.
    "does a 7mo need water or is milk enough",
    "can my 8 month old have water with her meals",
    "my 9 month old is eating solids, does he need water now",
  ])("%j: the article's lead for an age the child has passed is left out", async (question) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toMatch(/under 6 months should not/i);
  });

  it.each([
    "my 5 yo still wets the bed is that normal",
    "my 4 year old still wets the bed at night, normal?",
  ])("%j: the lead speaks of the child's age, so no other-age line", async (question) => {
    const r = answered(await engine.answer({ question, now }));
    expect(r.content).not.toContain("this is written for");
  });

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
