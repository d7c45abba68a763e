import { describe, expect, it } from "vitest";
import { cleanText } from "./normalize.js";
import { overDailyLimit, readDose } from "./doses.js";
import { triage } from "./triage.js";

const read = (t: string) => readDose(cleanText(t));

describe("doses a parent reports", () => {
  it("reads a fraction of an adult tablet, the interval and the weight", () => {
    expect(
      read(
        "ive been giving my 18mo half of one of my 500mg paracetamol tablets every 4 hours since yesterday for her teeth, she's about 10kg",
      ),
    ).toEqual({ medicine: "acetaminophen", doseMg: 250, dosesPerDay: 6, weightKg: 10 });
  });

  it.each([
    // 250 mg × 6 = 1500 mg for 10 kg = 150 mg/kg/day (T6 t6-070).
    "ive been giving my 18mo half of one of my 500mg paracetamol tablets every 4 hours since yesterday for her teeth, she's about 10kg. is that ok?",
    // 500 mg × 4 = 2000 mg for 12 kg = 167 mg/kg/day.
    "been giving him a 500 mg panadol 4 times a day, he weighs 12 kg",
    // 400 mg × 3 = 1200 mg for 11 kg = 109 mg/kg/day.
    "we've given her one of my 400mg ibuprofen three times a day since monday, she's 11kg",
  ])("over the daily limit: %j", (t) => {
    expect(overDailyLimit(read(t))).toBe(true);
  });

  it.each([
    // 160 mg × 4 = 640 mg for 12 kg = 53 mg/kg/day.
    "giving 160mg tylenol every 6 hours, she's 12kg",
    // 100 mg × 3 = 300 mg for 10 kg = 30 mg/kg/day.
    "100mg of nurofen 3 times a day, 10 kg",
    // No weight: nothing to judge by.
    "half of a 500mg paracetamol every 4 hours",
    "how much calpol for a 10kg baby",
  ])("not judged over the limit: %j", (t) => {
    expect(overDailyLimit(read(t))).toBe(false);
  });
});

describe("a dose already given over the limit is a call now", () => {
  it.each([
    "ive been giving my 18mo half of one of my 500mg paracetamol tablets every 4 hours since yesterday for her teeth, she's about 10kg. is that ok?",
    "been giving him a 500 mg panadol 4 times a day, he weighs 12 kg",
    "we've given her one of my 400mg ibuprofen three times a day since monday, she's 11kg",
  ])("%j", (q) => {
    const r = triage(q);
    expect(r.matches.map((m) => m.id)).toContain("medicine-too-often");
    expect(r.disposition).toBe("call-now");
  });

  it.each([
    "giving 160mg tylenol every 6 hours, she's 12kg, is that right",
    "how much calpol for a 10kg baby",
    "can i give my 18 month old half of one of my 500mg paracetamol tablets for her teeth",
  ])("not given yet, or within the limit: %j", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });
});
