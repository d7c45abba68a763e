import { describe, expect, it } from "vitest";
import { isHistoryClause, splitClauses } from "./clauses.js";
import { category } from "./test-helpers.js";

describe("history clauses", () => {
  it.each([
    "my sister's little girl had sepsis three years ago",
    "she had a febrile seizure last winter",
    "when he was a baby he stopped breathing once",
    "a boy in my son's class drowned on holiday",
  ])("is history: %j", (clause) => expect(isHistoryClause(clause)).toBe(true));

  it.each([
    "she had a seizure 2 weeks ago and is fitting again now",
    "he is not breathing",
    "my friends baby is choking right now",
    "fell off the bed an hour ago",
  ])("is a report: %j", (clause) => expect(isHistoryClause(clause)).toBe(false));

  it("splits on sentence ends and but", () => {
    expect(splitClauses("he fell. he cried but he is fine now")).toEqual([
      "he fell",
      "he cried",
      "he is fine now",
    ]);
  });
});

describe("a question with an emergency in its history gets the information answer", () => {
  it.each([
    "my niece was rushed in with meningitis a few years back and its stuck with me. what rash should I look for on my 8 month old?",
    "a toddler at our nursery choked on a grape last year and I still think about it. how should I cut grapes for my 2 year old?",
    "our neighbour's son nearly drowned in their pool two summers ago. what fence do we need round ours?",
    "he had a febrile convulsion last christmas. hes got a cold and 38.2 now, does calpol stop another one?",
    "my friend's baby stopped breathing in a sling years ago, which slings are safe for a newborn",
  ])("%j", (q) => expect(category(q)).not.toBe("emergency"));
});

describe("history does not hide a report of danger now", () => {
  it.each([
    "my cousins baby had meningitis last year. my daughter now has purple spots that dont fade and a high temperature",
    "he had a seizure a month ago and now he is shaking all over and wont respond",
    "a kid at school drowned years ago, my son just went under in the pool and isnt breathing",
  ])("%j", (q) => expect(category(q)).toBe("emergency"));
});

describe("care questions after a professional has seen the child", () => {
  const history = (content: string) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Call 911 now." },
  ];
  it.each([
    [
      "my 2 year old is fitting and burning up",
      "the paramedics checked her and said it was a febrile fit, shes asleep now and still warm. how often should I check on her overnight?",
    ],
    [
      "he put his hand on the oven door, big blister on his palm",
      "we've been to urgent care, they dressed it and said see the GP in 2 days. can he have a bath?",
    ],
    [
      "she swallowed some of my tablets",
      "the hospital checked her bloods and said it was fine and sent us home. how do I lock the cupboards?",
    ],
  ])("after %j: %j is not another emergency", (first, second) =>
    expect(category(second, { history: history(first) })).not.toBe("emergency"),
  );

  it.each([
    [
      "my baby is having a fit",
      "the ambulance says 10 minutes, shes still shaking and her lips are blue",
    ],
    [
      "he's having a seizure",
      "the doctor said it was a febrile seizure but now he is floppy and wont wake",
    ],
  ])("after %j: %j stays an emergency", (first, second) =>
    expect(category(second, { history: history(first) })).toBe("emergency"),
  );
});
