import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Home from the birth ("sent home early", "discharged from the maternity ward") is the newborn's
// discharge, not a professional's look at the sign told beside it: a baby yellow on the first day,
// or floppy, keeps its emergency. A sign that was checked and cleared stays cleared (own paraphrases).
describe("a newborn's discharge after the birth is not an assessment of the sign", () => {
  it.each([
    "she was born yesterday and is already yellow all over her face, they let us go home early",
    "discharged from the maternity unit this morning, baby is 1 day old and his skin has gone yellow",
    "we got sent home the same day as the birth and now at 20 hours old she looks yellow",
    "born last night, sent home early, and his chest and face look yellow already",
  ])("%j → jaundice-first-day (er)", (q) => {
    expect(triage(q).matches[0]?.id).toBe("jaundice-first-day");
    expect(triage(q).urgency).toBe("emergency");
  });

  it.each([
    "she had jaundice, got checked at the hospital and sent home, she's 5 days old and fine",
    "4 day old, the midwife checked his jaundice, said it's fine and we were sent home",
  ])("checked and cleared stays cleared: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
});
