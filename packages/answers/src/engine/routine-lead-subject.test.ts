import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { AnswerResult } from "../types.js";

const engine = createAnswerEngine({ llm: null });
const text = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);
const lead = (r: AnswerResult) => text(r).split("\n\n")[0] ?? "";
const entries = (r: AnswerResult) => (r.kind === "answer" ? r.meta.entryIds : []);

// AF-022, AF5-091, A6-036: "how long should a cold last" was led by cold sores' "how long does a
// cold sore last?": the cold's own quick answer says "a week or two", a length in words that did
// not count as the asked-for duration, so it lost the facet to "1 to 2 weeks".
describe("a length said in words answers a 'how long' question", () => {
  it.each([
    "how long should a cold last in a baby? my 11 month old has had one for 5 days",
    "how long should a cold last",
    "how long do colds last in toddlers, feels like hes had one since september lol",
    "my 15mo has had a runny nose and cough for 4 days, how long will this cold last",
    "how many days does a cold usually last in a 2 year old",
    "my baby has a cold, how long until it goes away",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toBe("health-common-cold");
    expect(lead(r)).toMatch(/week or two/);
  });
});

// AF5-067: "9mo screams if i even leave the room to pee" was answered with dehydration signs ("pee"
// found wet nappies): being upset whenever the parent leaves is separation anxiety, however said.
describe("upset whenever the parent leaves is separation anxiety", () => {
  it.each([
    "9mo screams if i even leave the room to pee",
    "my 1 year old cries as soon as i walk out of the room",
    "cant even leave the room without him crying, he's 10 months",
    "she won't let me out of her sight, 14 months",
    "my toddler follows me everywhere and wails when i go out",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toMatch(/separation-anxiety|8-to-10-month-regression/);
    expect(lead(r)).toMatch(/separation anxiety/i);
  });
});

// AF2-085: "when should we ditch it" (the dummy, at 2½) was answered by dropping the nap: "ditch"
// and "get rid of" are stopping a habit.
describe("ditching a habit is stopping it", () => {
  it.each([
    [
      "shes 2 and a half and still has a dummy for naps and bedtime, when should we ditch it",
      /pacifier/,
    ],
    ["how do i get rid of my 3 year old's dummy", /pacifier|dummy/],
    ["my 2 year old still has a bottle at bedtime, when should we ditch it", /bottle|cup/],
  ])("%j", async (q, subject) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).not.toMatch(/nap/);
    expect(`${entries(r)[0]} ${lead(r)}`).toMatch(subject);
  });
});

// A6-011: "when do they go down to one nap? 13 months and fighting the 2nd one" was led by the
// 6-to-11-month sleep article ("down to 2 naps by about 9 months"): in a "when" question an
// article the child has outgrown gives way to one still ahead of or around them.
describe("a 'when' question for a stated age is not answered by an outgrown article", () => {
  it.each([
    "when do they go down to one nap? 13 months and fighting the 2nd one",
    "my 14 month old keeps refusing her morning nap, when do they drop to one nap",
    "when will my 13mo go to 1 nap",
  ])("%j", async (q) => {
    const r = await engine.answer({ question: q });
    expect(entries(r)[0]).toBe("sleep-one-nap-transition");
    expect(lead(r)).toMatch(/12 and 18 months/);
  });
});
