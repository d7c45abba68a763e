import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// A tick bite told as past ("last week", "10 days ago") with its ring spreading now: the past clause
// is the cause of the sign, not history to set aside (own paraphrases).
describe("a past tick bite and a ring rash now", () => {
  it.each([
    "took a tick off my son's leg last week and now there's a red ring round it that keeps growing",
    "we found a tick on her scalp 9 days ago and now there's a target shaped rash there",
    "removed a tick from his tummy a fortnight ago, now a red circle is spreading out from the bite",
    "she had a tick on her arm last week, today there's a bullseye mark getting bigger",
  ])("%j → tick-bite-rash (call-24h)", (q) => {
    expect(triage(q).matches.map((m) => m.id)).toContain("tick-bite-rash");
    expect(triage(q).disposition).toBe("call-24h");
  });

  it.each([
    "we pulled a tick off her last month, should I worry about lyme disease",
    "she had a tick last summer and got a bullseye rash, it was treated with antibiotics",
  ])("a bite with no sign now, or one treated long ago, stays routine: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
});
