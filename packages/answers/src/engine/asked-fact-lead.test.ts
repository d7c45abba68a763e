import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const text = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);
const lead = (r: AnswerResult) => text(r).split("\n\n")[0] ?? "";
const entries = (r: AnswerResult) => (r.kind === "answer" ? r.meta.entryIds : []);

// A10-037: "shes 6.5kg" made the baby 6 years old, so a dose question for a 4-month-old was led by
// fever care for older children; the dose-by-age passage leads once the weight is no age.
describe("a weight with a decimal is not the child's age: the dose question gets the dose", () => {
  it.each([
    "how much calpol can i give my 4 month old, shes 6.5kg and had her jabs today",
    "how much paracetamol for a 3 month old, she's 5.8kg",
    "how much calpol can my 7 month old have, he's 8.2 kg",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toBe("health-paracetamol-calpol-uk-dose");
    expect(lead(r)).toMatch(/2\.5 ml at 3 to 5 months/);
  });
});

// A10-055: "Not before age 2" was read as ages up to 2, so for a 2-year-old the answer to when to
// face forward was passed over as one for younger children.
describe("'not before age 2' names the age from which, not the years before", () => {
  it.each([
    "when can my son face forward in his car seat. hes 2 and 30 lbs",
    "when can my son face forward in his car seat, he's 2",
    "can my 2 year old face forward yet",
  ])("%j", async (q) => {
    expect(lead(await engine.answer({ question: q }))).toMatch(/Not before age 2/);
  });
});

// A10-011, A10-005: a quick answer asked for a near age ("at 9 months" for 10 months, "at 12
// months" for 14) answers this child; the article's general lead without the figure did not.
describe("a quick answer asked for a near age answers the child", () => {
  it.each([
    ["what time should bedtime be for a 10 month old who naps at 9 and 2", /asleep by about 7:30/],
    ["what time should my 10 month old go to bed, he naps twice", /asleep between about 7 and 8/],
    ["how much whole milk should my 14 month old drink a day", /2 to 3 cups/],
    ["how much milk should my 14 month old have a day", /2 to 3 cups/],
  ])("%j", async (q, answer) => {
    expect(lead(await engine.answer({ question: q }))).toMatch(answer);
  });

  // …and its question, printed above the answer, does not put that other age on the child.
  it.each([
    ["what time should bedtime be for a 10 month old who naps at 9 and 2", /9 month/],
    ["how much whole milk should my 14 month old drink a day", /12 month/],
    ["my 3 year old only eats beige food. should i be worried", /\b4\b/],
    ["is it normal for my breastfed baby to want to feed every hour?? she is 9 days old", /3 week/],
  ])("%j", async (q, otherAge) => {
    expect(lead(await engine.answer({ question: q }))).not.toMatch(otherAge);
  });
});

// A10-053: "what should I do about cradle cap" was led by "What is cradle cap?": a quick answer
// defining the thing answers a neighbour of a what-to-do question.
describe("a what-to-do question is not led by the quick answer defining the thing", () => {
  it.each([
    "what should i do about cradle cap, my baby is 8 weeks",
    "what to do about cradle cap on my 2 month old",
    "what can i do for cradle cap, she's 10 weeks",
  ])("%j", async (q) => {
    const first = lead(await engine.answer({ question: q }));
    expect(first).not.toMatch(/What is cradle cap\?/);
    expect(first).toMatch(/Do not pick the scales/);
  });
});

// A10-047: "how many nappies" was led by "After about 6 weeks, breastfed babies may poop less
// often": an age counted as the figure asked, while the count of wet diapers "after the first few
// days" was read as a newborn's only.
describe("a count of things answers 'how many', an age does not", () => {
  it.each([
    "how many nappies a day does a 3 month old go through",
    "how many wet nappies should my 4 month old have a day",
    "how many diapers a day for a 2 month old",
  ])("%j", async (q) => {
    const first = lead(await engine.answer({ question: q }));
    expect(first).toMatch(/\b6(?: to 8)? (?:changes|wet diapers|or more heavy)/);
    expect(first).not.toMatch(/poop less often/);
  });
});

// A10-060: "what age is a trampoline safe for" was led by "age-appropriate playground equipment":
// a word like "age-appropriate" names no age, and "children younger than 6" does.
describe("'children younger than 6' states an age, 'age-appropriate' none", () => {
  it.each([
    "what age is a trampoline safe for",
    "what age can kids go on a trampoline",
    "from what age can a child use a trampoline",
  ])("%j", async (q) => {
    expect(lead(await engine.answer({ question: q }))).toMatch(/younger than 6/);
  });
});

// A10-059: "without floaties" was led by swim lessons: the parent's word for armbands found none
// of the passages on them, and a passage holding none of the question's words took the lead on
// its age alone.
describe("swim aids as parents name them are the armbands the entries speak of", () => {
  it.each([
    "at what age can kids go in the pool without floaties, my son is 3",
    "are water wings safe for my 2 year old",
    "do arm bands keep my toddler safe in the pool",
  ])("%j", async (q) => {
    expect(lead(await engine.answer({ question: q }))).toMatch(/not safety devices/);
  });
});

// "How many naps" was led by total hours of sleep: "24 hours, including naps" read as a count of
// naps. A count is a number of the things counted, not a length followed by a list.
describe("'how many naps' is answered by a count of naps, not hours of sleep", () => {
  it.each([
    "how many naps does a 15 month old need",
    "how many naps should my 14 month old have",
    "how many naps should my 2 year old take",
  ])("%j", async (q) => {
    const first = lead(await engine.answer({ question: q }));
    expect(first).toMatch(/2 naps to 1/);
    expect(first).not.toMatch(/hours of sleep/);
  });
});

// "Not before 12 months" answers a younger child too ("no"): read as ages from 12 months only, the
// blanket answer was passed over for a 2-month-old as a later age's.
describe("'not before' answers children on both sides of the age", () => {
  it.each([
    ["can my 2 month old sleep with a blanket", /Not before 12 months/],
    ["when can my 1 year old face forward", /Not before age 2/],
  ])("%j", async (q, answer) => {
    expect(lead(await engine.answer({ question: q }))).toMatch(answer);
  });
});

// A10-020: "how many words should a 2 year old be saying" was led by the first-words article (9-18
// months), whose title holds the words: the article for 2-year-olds, titled "Language at age 2",
// was not admitted though its own quick answer is the question asked for this very age.
describe("an article whose quick answer is the question for this age may lead", () => {
  it.each([
    "how many words should a 2 year old be saying",
    "how many words should my 24 month old be using",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toBe("development-language-at-2");
    expect(lead(r)).toMatch(/50 words/);
  });
});

// A10-031: "my 4 year old lies all the time" was led by tricycles ("handle the trike"): telling
// lies said as what the child does is honesty, as "lies to me" was.
describe("a child who lies is the lying article's", () => {
  it.each([
    "my 4 year old lies all the time. how should i handle it",
    "my daughter lies constantly, she's 4",
  ])("%j", async (q) => {
    expect(entries(await engine.answer({ question: q }))[0]).toBe("behaviour-lying");
  });
});
