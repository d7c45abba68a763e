import { describe, expect, it } from "vitest";
import { protocol } from "./load-protocols.js";
import { namedSubstance } from "./substance.js";

const poisoning = protocol("poisoning");

describe("namedSubstance", () => {
  it.each([
    ["caught him with the drain unblocker, lid off", "drain unblocker", "cleaning product"],
    [
      "she bit a dishwasher tablet and theres blue gel in her mouth",
      "dishwasher tablet",
      "cleaning product",
    ],
    ["he chewed some of nans heart pills", "heart pills", "medicine"],
    ["got into my pregnancy vitamins, the ones with iron", "iron", "medicine"],
    ["red berries from the hedge, neighbour says its a yew", "yew", "plant"],
    ["she drank some of my vape refill", "vape refill", "nicotine"],
    ["he finished my glass of wine", "wine", "alcohol or drugs"],
  ])("names what %j was about: %s (%s)", (question, name, kind) => {
    const named = namedSubstance(poisoning, question);
    expect(named).toMatchObject({ name, kind });
    expect(named!.advice).toContain(`About the ${name}:`);
  });

  it("echoes nothing when no listed name is in the message, and never the parent's own words", () => {
    expect(namedSubstance(poisoning, "she swallowed something from under the sink")).toBeNull();
    expect(namedSubstance(poisoning, "he ate <script>alert(1)</script>")).toBeNull();
  });
});
