import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

// T10-065: "a lump like a golf ball" was declined as a question about golf. A comparison of size
// or look names how something looks, not the subject.
describe("a comparison of size or look is not the subject", () => {
  it.each([
    "huge egg lump on his forehead like a golf ball. just ice it?",
    "is a lump the size of a tennis ball on her shin bad",
    "swelling on his knee as big as an orange after he fell off the slide",
    "her poo looks like a coffee bean, is she constipated",
    "bruise on her arm like a football, should I worry",
  ])("parenting: %j", (question) => {
    expect(category(question)).not.toBe("off-topic");
  });

  it.each([
    "I would like a recipe for lasagne",
    "what golf clubs are best for a beginner",
    "do you like a good football match",
  ])("still off-topic: %j", (question) => {
    expect(category(question)).toBe("off-topic");
  });
});
