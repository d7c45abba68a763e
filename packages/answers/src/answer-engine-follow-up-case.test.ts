import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../test/conversation-fixture.js";

// Frozen AF7-119: "even if i had a glass of wine?" after a bed-sharing answer was declined as
// off-topic. A turn that adds a case to the earlier question asks about the earlier subject in that
// case: the answer stays on it and leads with what it says of the case (paraphrases our own).
describe("answer engine: a follow-up that adds a case to the earlier question", () => {
  it.each([
    // UK wording
    [
      "is co-sleeping safe with my 8 week old, my mum did it with me",
      "even if I've had a glass of prosecco?",
    ],
    ["is it ok to bed share with a 3 week old", "even after a glass of wine with dinner?"],
    // US wording
    ["can my 2 month old sleep in our bed", "even when my husband has had a couple of beers?"],
    ["is cosleeping ok with my newborn", "even when my partner has had a few drinks?"],
  ])("%j, then %j → bed sharing after drinking, not declined", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind).toBe("answer");
    const lead = text(b!).split("\n")[0]!;
    expect(lead).toMatch(/alcohol|drank|drinking/i);
    expect(lead).not.toMatch(/breastfeeding/i);
    expect(text(b!)).toMatch(/\b(?:bed|crib|cot|bassinet)\b/i);
  });

  it("a case that has nothing to do with the child is still declined", async () => {
    const [, b] = await conversation(
      "what age can my toddler go in a booster seat",
      "even if we are buying a new car?",
    );
    expect(b!.kind).toBe("off-topic");
  });
});

// "when can he face forward in the car?" after an answer about him was declined: "car" reads as an
// adult's topic. A turn naming the child by a pronoun is read on the words the base holds of it;
// a request that is not about the child's care is still declined (paraphrases our own).
describe("answer engine: a turn that names the child the conversation is about by a pronoun", () => {
  it.each([
    ["the GP says my 11 month old is fine", "when can he face forward in the car?"],
    ["my 10 month old has started cruising", "when can she go forward facing in the car?"],
  ])("%j, then %j → answered", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind).toBe("answer");
    expect(text(b!).split("\n")[0]).toMatch(/forward/i);
  });

  it.each([
    ["my 2 year old has a cold", "can you recommend a good film for her to watch tonight?"],
    ["my 18 month old won't eat veg", "can he come with me to the car wash?"],
  ])("%j, then %j → declined", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind).toBe("off-topic");
  });
});
