import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";

const after = (content: string) => [
  { role: "user" as const, content },
  { role: "assistant" as const, content: "Go to the emergency department now." },
];

describe("more detail about the same emergency keeps it", () => {
  it.each([
    [
      "my 3 year old swallowed something out of the car key fob",
      "it was one of those little coin batteries, now hes drooling and wont drink",
    ],
    [
      "she tipped a cup of hot tea over herself",
      "it covers her tummy and one leg, the skin is peeling off and she's gone really quiet",
    ],
    ["he fell off the top bunk onto the floor", "now he keeps being sick and is very sleepy"],
  ])("after %j: %j", (first, second) =>
    expect(category(second, { history: after(first) })).toBe("emergency"),
  );

  it.each([
    ["my 3 year old swallowed a button battery", "thanks, we are at the hospital now"],
    ["my 3 year old swallowed a button battery", "what's a good lasagna recipe"],
  ])("after %j: %j is not the emergency again", (first, second) =>
    expect(category(second, { history: after(first) })).not.toBe("emergency"),
  );
});
