import { describe, expect, it } from "vitest";
import { swapsLikeForLike } from "./like-for-like.js";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (user: string): ChatTurn[] => [
  { role: "user", content: user },
  { role: "assistant", content: "…" },
];

describe("a follow-up that swaps the subject for another of its kind", () => {
  it.each([
    // Blind AF4-021.
    [
      "we have a cat, is it safe to have her around the new baby",
      "what about our dog, hes a big labrador but really soft",
    ],
    ["is it safe to have our dog near the newborn", "and the cat? she sleeps on our bed"],
    ["can i have a beer while breastfeeding", "what about a glass of wine with dinner"],
    ["is it ok to fly with a 3 month old", "how about the train, is a 4 hour journey too long"],
  ])("after %j, %j is in scope", (first, second) => {
    expect(triage(second, { history: after(first) }).scope).toBe("parenting");
  });

  it.each([
    ["how do i stop my dog barking", "what about our cat, she scratches the sofa"],
    ["we have a cat, is it safe to have her around the new baby", "what about a lasagna recipe"],
    ["how much formula for a 2 month old", "what about our dog, he barks at the postman"],
  ])("after %j, %j is not", (first, second) => {
    expect(triage(second, { history: after(first) }).scope).toBe("off-topic");
  });

  it("needs the opening of a follow-up and a thing of the same kind", () => {
    expect(swapsLikeForLike("what about the dog", "is the cat ok near the baby")).toBe(true);
    expect(swapsLikeForLike("our dog keeps barking", "is the cat ok near the baby")).toBe(false);
    expect(swapsLikeForLike("what about wine", "is the cat ok near the baby")).toBe(false);
  });
});
