import { describe, expect, it } from "vitest";
import { conversation, realTriageEngine, replyText as text } from "../test/conversation-fixture.js";
import { now } from "../test/engine-fixture.js";
import { conversationRegion } from "./understand/question-region.js";

// Frozen AF7: a UK parent (nappy, mum, GP, A&E earlier in the conversation) got US rules and
// numbers later in it. The country a parent's words showed holds through the conversation when
// she chose none (paraphrases our own, UK and US).
describe("conversationRegion", () => {
  it.each([
    ["when can she face forward in the car?", ["her nappy leaks at night"], "uk"],
    ["when can she face forward in the car?", ["the GP saw her", "what about teething"], "uk"],
    ["when can she face forward in the car?", ["her diaper leaks at night"], "us"],
    ["and in the US?", ["what age for the front seat in the uk"], "us"],
    ["when can she face forward in the car?", ["she is 9 months"], null],
  ] as const)("%j after %j → %s", (question, earlier, region) => {
    expect(conversationRegion(question, earlier)).toBe(region);
  });
});

describe("answer engine: the conversation's country", () => {
  it.each([
    ["my 9 month old has had a runny nappy all day", "now she's floppy and hard to wake", /999/],
    ["my toddler's diaper rash is bad", "now he's floppy and won't wake up", /911/],
  ])("%j, then %j → the full emergency answer, with %s", async (first, second, number) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
    expect(text(b!).split("\n")[0]).toMatch(number);
  });

  it("a region the parent chose beats her words", async () => {
    const first = "my 9 month old has had a runny nappy all day";
    const a = await realTriageEngine.answer({ question: first, history: [], now, region: "US" });
    const b = await realTriageEngine.answer({
      question: "now she's floppy and hard to wake",
      history: [
        { role: "user", content: first },
        { role: "assistant", content: text(a) },
      ],
      now,
      region: "US",
    });
    expect(text(b).split("\n")[0]).toMatch(/911/);
  });
});

// Frozen AF7-110: "and in the US?" after the UK front-seat question got the infant car seat
// article: the passage that led, on the AAP's advice, is the US answer and may lead again.
describe("answer engine: another country asked after", () => {
  it.each([
    ["what age can a child sit in the front seat in the uk", "and in the US?"],
    ["when can my toddler sit in the front of the car in england", "what about in America?"],
  ])("%j, then %j → the US answer", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(text(b!).split("\n")[0]).toMatch(/13/);
  });
});
