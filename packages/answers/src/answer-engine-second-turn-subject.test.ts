import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../test/conversation-fixture.js";
import type { AnswerResult } from "./types.js";

const lead = (r: AnswerResult) => text(r).split("\n\n")[0]!;
const firstEntry = (r: AnswerResult) => (r.kind === "answer" ? r.meta.entryIds[0] : undefined);
const NO_ANSWER = /has no reviewed answer/;

// Blind A11-026, A6-065: "what about at night, should he still have a 3am bottle?" after formula
// amounts was answered with vitamin D. A turn that changes the case ("at night") and asks its own
// question is answered by what speaks of the changed case, in the kind of answer it asks for.
describe("answer engine: a second turn that changes the case and asks its own question", () => {
  it.each([
    [
      "how many ounces of formula does a 3 month old need",
      "what about at night, is it ok she still wakes for a bottle at 2am?",
    ],
    [
      "how much milk should my 5 month old drink each day",
      "and during the night, does he still need a feed?",
    ],
    [
      "how many bottles should my 5 month old be having a day",
      "and at night, is she still meant to wake for one?",
    ],
  ])("%j, then %j → a lead about the night", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(lead(b!)).toMatch(/night/i);
    expect(lead(b!)).not.toMatch(NO_ANSWER);
    expect(lead(b!)).not.toMatch(/vitamin D|ready for solid/i);
  });

  it.each([
    ["what's the best way to start toilet training my 2 year old", "and what about at night?"],
    [
      "how do i begin potty training, my daughter is 2 and a half and seems ready",
      "what about at night?",
    ],
  ])("%j, then %j → night-time dryness", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(firstEntry(b!)).toBe("care-potty-training-at-night");
  });
});

// Blind A11-043: "she's 5 and just started school, kids are teasing her" after thumb sucking was
// answered about starting school. A turn that only describes the child at a new age (or asks
// whether that changes things) asks the earlier question again, on the same subject.
describe("answer engine: a second turn that gives a new age asks the first question again", () => {
  it.each([
    [
      "how do i stop my son sucking his thumb",
      "he's 6 now and other children have started laughing at him",
    ],
    [
      "how can i get my 3 year old to give up her thumb",
      "she is 5 now and the kids at school tease her about it",
    ],
    [
      "how do i get my 2 year old to stop sucking his thumb",
      "he's 5 now and just started reception, children are making fun of him",
    ],
    [
      "tips to stop my toddler thumb sucking?",
      "actually she's 4 and a half now, does that change anything?",
    ],
  ])("%j, then %j → thumb sucking", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(firstEntry(b!)).toBe("behaviour-thumb-sucking");
  });

  it("keeps a new question with an age of its own", async () => {
    const [, b] = await conversation(
      "how do i stop my son sucking his thumb",
      "he's 6, when should he first see a dentist?",
    );
    expect(firstEntry(b!)).not.toBe("behaviour-thumb-sucking");
  });
});

// Blind A11-032: "what about just a thin muslin tucked in tightly?" after blankets in the cot was
// answered about a hair tourniquet ("tightly"). A turn that leans on the last stays on its subject
// unless its own words clearly lie elsewhere, and an article sharing only a word cannot lead it.
describe("answer engine: a second turn that leans on the last keeps its subject", () => {
  it.each([
    [
      "at what age can my baby sleep with a blanket",
      "what about a light cotton sheet pulled snug and tucked tight under the mattress?",
    ],
    [
      "when can my son have a duvet in his cot",
      "what about a thin folded muslin tucked firmly down both sides?",
    ],
    [
      "is it ok for my 5 month old to have a cot blanket",
      "what about a thin cellular one tucked tightly under the mattress at the bottom?",
    ],
    [
      "are cot bumpers safe for my newborn",
      "what about the breathable mesh ones tied tightly to the bars?",
    ],
  ])("%j, then %j → safe bedding", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(firstEntry(b!)).toBe("sleep-blankets-bumpers-toys");
    expect(lead(b!)).not.toMatch(/tourniquet/i);
  });
});
