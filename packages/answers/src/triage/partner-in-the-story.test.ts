import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

const lead = (q: string) => triage(q).matches[0]?.id;

// A partner told as one who did or thought something in the child's story ("my partner thought I
// had her", "my wife forgot him in the car") is not the partner's own body: the "she" after it is
// the child, so the child's card leads, never the parent's own emergency (own paraphrases).
describe("a partner in the child's story", () => {
  it.each([
    "my wife thought I had taken her in, she was in the hot car for half an hour, she's limp and barely responding",
    "my partner assumed I'd got him out of the car, it's 30 degrees, now he's red hot and won't wake properly",
    "my girlfriend forgot she was in the back seat in the sun. she's floppy and boiling",
    "my missus left her in the car on the drive by mistake, she's burning hot and not really responding",
  ])("%j → the child's emergency", (q) => {
    expect(triage(q).urgency).toBe("emergency");
    expect(lead(q)).not.toBe("parent-own-emergency");
    expect(["unresponsive-or-floppy", "danger-heat-illness"]).toContain(lead(q));
  });

  it.each([
    [
      "my wife had the baby 4 days ago and she's bleeding heavily and feels faint",
      "bleeding-after-birth",
    ],
    [
      "my partner is 35 weeks pregnant, she has a terrible headache and her vision is blurry",
      "pre-eclampsia-signs",
    ],
  ])("the partner's own body stays hers: %j", (q, id) => {
    expect(lead(q)).toBe(id);
  });
});
