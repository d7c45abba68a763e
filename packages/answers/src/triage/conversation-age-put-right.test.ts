import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

const after = (content: string) => [
  { role: "user" as const, content },
  { role: "assistant" as const, content: "Fever is common in toddlers…" },
];

// TF9/TF10 (seen after their first runs): a fever told without an age, then "sorry I should of
// said hes 7 weeks old" (or "it's actually his baby brother, 6 weeks"), stayed home care. An age
// put right is the same situation for that age: under 3 months, a fever is the emergency.
describe("an age put right in the next message re-reads what was told", () => {
  it.each([
    [
      "my daughter has a temperature of 38.2, can I give calpol?",
      "sorry, forgot to say she is 5 weeks old",
    ],
    ["baby feels hot, thermometer says 38.6", "I should have said he's only 9 weeks"],
    ["temp 38.1 tonight, otherwise ok", "actually she's 3 weeks old, I meant to say"],
    [
      "my son has a fever of 38.5 and is eating fine, he's 3",
      "sorry my mistake, it's his little brother with the fever, he's 8 weeks old",
    ],
  ])("%j then %j is an emergency", (first, second) => {
    expect(triage(second, { history: after(first) }).urgency).toBe("emergency");
  });

  it.each([
    [
      "my daughter has a temperature of 38.2, can I give calpol?",
      "sorry, forgot to say she is 2 years old",
    ],
    ["how many naps does a baby need", "sorry I should have said she's 7 months"],
  ])("%j then %j stays below the emergency level", (first, second) => {
    expect(triage(second, { history: after(first) }).urgency).not.toBe("emergency");
  });
});
