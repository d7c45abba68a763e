import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);
const level = (q: string) => triage(q).disposition;

// The pregnant parent's own danger signs (our own paraphrases, US and UK): the card is hers, with
// the maternity unit, midwife or OB, never a child's card or "your pediatrician".
describe("pregnancy danger signs reach the maternity unit now", () => {
  it.each([
    [
      "28 weeks and I've got a pounding head that tylenol hasn't helped, and I keep seeing sparkly spots",
      "pre-eclampsia-signs",
    ],
    [
      "I'm 33 weeks, blurry vision since lunch and my fingers and face have puffed up",
      "pre-eclampsia-signs",
    ],
    [
      "36 weeks, haven't felt her kick since 9pm last night even after a cold drink, my scan is next week",
      "no-fetal-movements",
    ],
    [
      "she's normally wriggly after dinner but at 31 weeks I've not felt any movement since yesterday morning, should I wait for my check up friday?",
      "no-fetal-movements",
    ],
    [
      "I'm 33 weeks and my waters just went, it's a greenish colour",
      "waters-broken-early-or-stained",
    ],
    [
      "31 weeks pregnant and there's a steady trickle of fluid I can't stop",
      "waters-broken-early-or-stained",
    ],
    [
      "29 weeks pregnant with terrible stomach pain that's been constant for 2 hours",
      "severe-tummy-pain-in-pregnancy",
    ],
    ["my wife is 35 weeks pregnant and just had a fit on the sofa", "fit-in-pregnancy"],
  ])("%j → emergency (%s)", (q, id) => {
    expect(triage(q).urgency).toBe("emergency");
    expect(ids(q)).toContain(id);
  });

  it.each([
    ["I'm 24 weeks pregnant and have a temperature of 38.7, shivery", "fever-in-pregnancy"],
    ["pregnant (27 wks) and running a fever of 101.5 since this morning", "fever-in-pregnancy"],
    ["39 weeks, I think my waters have gone, it's clear, no contractions yet", "waters-broken"],
    ["38 weeks, had a gush of water in the kitchen ten minutes ago, all clear", "waters-broken"],
  ])("%j → call the unit now (%s)", (q, id) => {
    expect(level(q)).toBe("call-now");
    expect(ids(q)).toContain(id);
  });

  it.each([
    "my wife is 35 weeks pregnant and just had a fit on the sofa",
    "29 weeks pregnant with terrible stomach pain that's been constant for 2 hours",
    "I'm 35 weeks and the baby hasn't moved at all since lunchtime yesterday",
  ])("a child's card is not shown for the mother's own sign: %j", (q) => {
    expect(ids(q)).not.toContain("seizure");
    expect(ids(q)).not.toContain("severe-tummy-pain");
    expect(ids(q)).not.toContain("unresponsive-or-floppy");
  });

  it.each([
    "how will I know if my waters have broken",
    "my waters broke with my first at 38 weeks, will it be the same this time",
    "I'm 30 weeks pregnant, my 2 year old has a temperature of 38.5, what can I give him",
    "is it normal to get a headache in pregnancy, can I take paracetamol",
    "32 weeks and my ankles are a bit swollen by the evening, is that normal",
    "she's 2 and throws a fit kicking and screaming whenever we leave the playground",
    "my baby is 24 weeks old and has a temp of 38.5",
    "I have a fever and a pain in my tummy, can I still breastfeed",
  ])("questions and a child's own illness stay as they were: %j", (q) => {
    expect(ids(q).filter((id) => /pregnancy|waters|fit-in|pre-eclampsia/.test(id))).toEqual([]);
  });
});
