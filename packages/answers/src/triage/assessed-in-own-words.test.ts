import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

// After an emergency card, the parent tells in plain words that the child was taken in and checked
// ("we went in", "they ran bloods", "the tests came back clear", "said it's a virus") and asks
// something new: that is answered fresh, not the card again (our own paraphrases).
const feverAt6Weeks: ChatTurn[] = [
  { role: "user", content: "my 6 week old feels hot, 38.3 on the thermometer" },
  { role: "assistant", content: "Call 911 or go to the emergency department now." },
];

describe("checked and over, told in the parent's own words", () => {
  it.each([
    "we went in, they ran bloods and a urine test and said it's viral, we're back home. what should I dress him in tonight?",
    "took her in last night, the tests came back clear and they let us go home. how much should she be feeding?",
    "we went in and they did a wee sample and bloods, all normal, home now. can I bathe her?",
    "hospital did a urine test and said it was just a cold, we're home. how do I clear her nose?",
    "they did some tests and said it's a virus, we're home now, how do I keep him comfortable",
  ])("%j → answered fresh", (q) => {
    const r = triage(q, { history: feverAt6Weeks });
    expect(r.urgency).not.toBe("emergency");
    expect(r.fresh).toBe(true);
    expect(r.scope).toBe("parenting");
  });

  it.each([
    "we went in and they said it's a virus but now she's floppy and won't wake up",
    "the tests came back clear but she's gone blue round the lips",
    "they did bloods and sent us home but now her breathing is really fast and she is grunting",
  ])("danger since, or sent on for help, keeps the emergency: %j", (q) => {
    expect(triage(q, { history: feverAt6Weeks }).urgency).toBe("emergency");
  });
});
