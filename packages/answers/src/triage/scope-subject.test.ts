import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import { triage } from "./triage.js";

const engine = createAnswerEngine({ llm: null });

/**
 * Who the message is about decides the scope when its words do not: a child named by a pronoun or
 * by the things of its care (rt-340 "nosebleed after he picked his nose", rt-970 "a second hand
 * pram", TF6-049 a graze), a parent teaching their child (TF6-145) are parenting; the writer's own
 * sport injury or hobby (TF6-077, AF6-124 an adult's knee, A8-088 "learn spanish") is not, even
 * when the base holds a loosely related child's entry.
 */
describe("scope by subject: the child", () => {
  it.each([
    "nosebleed after he picked his nose, stopped after pinching for 10 mins",
    "she got a nosebleed at nursery and it took ages to stop",
    "small graze on his knee, is a plaster enough or does it need cream",
    "he fell off his scooter and has a nasty graze on his elbow, should i cover it",
    "grazed her chin on the pavement, how do i clean it",
    "how do i get a splinter out of his finger without tears",
    "she bumped her head on the table and has a lump, acting normal",
    "is it ok to buy a second hand pram",
    "is a second hand pushchair safe to use",
    "best buggy for a newborn and a toddler",
    "can i use a secondhand stroller from facebook marketplace",
    "how many muslins and bibs do we need before the baby comes",
    "how do i teach my son our address and phone number",
    "how do i teach him to say sorry properly",
    "how can i teach my daughter to swim",
    "how to teach my 3yo to cross the road safely",
    "my toddler is dying to go to the park lol but its raining, indoor ideas?",
    "my toddler is literally killing me with these tantrums, 26 months",
    "my knee hurts when i go walking with the pram, is that postpartum",
    "can i go running 8 weeks postpartum",
    "is it ok to go to the gym while breastfeeding",
  ])("%j is in scope, never declined", async (q) => {
    expect(triage(q).scope).toBe("parenting");
    const r = await engine.answer({ question: q });
    expect(r.kind).toBe("answer");
  });
});

describe("scope by subject: the adult's own pursuit", () => {
  it.each([
    "whats the best way to learn spanish",
    "what is the fastest way to learn french",
    "how can i learn to play the guitar as an adult",
    "i want to learn mandarin before my trip to china",
    "tips for learning italian quickly",
    "best app to learn german",
    "my knee hurts after running, what stretches should i do",
    "i twisted my knee running yesterday and its swollen, should i use ice or heat on it",
    "my ankle hurts after my runs, should i see a physio",
    "i sprained my ankle playing netball last night, ice or heat",
    "my shoulder aches after lifting at the gym",
    "my lower back is stiff after deadlifts, what stretches help",
    "my shin hurts when i jog, is it shin splints",
    "how do i train for a half marathon",
    "what should i eat before a long run",
    "how do i improve my 5k time",
    "best way to get better at chess",
    "how do i file my tax return as self employed",
    "best recipe for a chicken curry for a dinner party",
    "my husband says his knee hurts after football, should he ice it",
  ])("%j is declined", async (q) => {
    expect(triage(q).scope).toBe("off-topic");
    const r = await engine.answer({ question: q });
    expect(r.kind).toBe("off-topic");
  });
});
