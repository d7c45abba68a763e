import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import { triage } from "./triage.js";

const engine = createAnswerEngine({ llm: null });

/**
 * A parent who sets the child aside ("finally asleep!!", "quick one", "random question but",
 * "totally unrelated but") and then asks something else is judged on what is asked (T2-097 a
 * dripping tap, T2-126 a sourdough starter were answered because the aside named a child); a
 * question after the switch that names the child or its care stays in scope.
 */
describe("scope after the child is set aside", () => {
  it.each([
    "babys napping so quick one - how do I fix a dripping kitchen tap, the old style with a washer?",
    "my 2 year old is finally asleep!! whats a good flour to water ratio for a sourdough starter",
    "kids are finally in bed, random question but how do i get red wine out of a carpet",
    "toddler is at nursery so quick one, whats the best way to clean an oven",
    "while the baby naps - can you recommend a good netflix series",
    "unrelated but how long should i boil an egg for a salad",
  ])("%j is declined", async (q) => {
    expect(triage(q).scope).toBe("off-topic");
    expect((await engine.answer({ question: q })).kind).toBe("off-topic");
  });

  it.each([
    "my 10 month old is finally asleep! quick one, how do i get him to nap longer than 30 mins",
    "baby is finally asleep, random question but is it safe to drink coffee while breastfeeding",
    "quick one, is it normal for my 4 month old to drool so much",
    "totally unrelated but how do i get his little sister to stay in her own bed all night",
    "also unrelated but when should she be walking on her own",
    "quick one - can i give calpol and nurofen together",
    "random question, when do babies start to laugh",
    "while she naps can i use the oven cleaner or are the fumes bad for her",
  ])("%j stays in scope", async (q) => {
    expect(triage(q).scope).toBe("parenting");
    expect((await engine.answer({ question: q })).kind).toBe("answer");
  });
});
