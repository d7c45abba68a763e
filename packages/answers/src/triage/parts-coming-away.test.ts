import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";

// Blind A9: "cord stump still hasn't fallen off, she's 4 wks, how do I clean it" got the fall card
// (call now). A part of the body or a dressing that falls or comes off by itself is not a child
// who fell; a child who fell, in the same message or with the same words, still counts.
describe("a part that comes away by itself is not a fall", () => {
  it.each([
    "cord stump still hasnt fallen off, she's 4 wks. how do i clean it",
    "my 3 week old's umbilical cord hasn't come off yet, how should i look after it",
    "his belly button stump finally fell off today and there's a tiny spot of blood, normal?",
    "the scab on her knee came off in the bath, pink skin underneath",
    "my 6 year old's front tooth is so wobbly it's about to fall out, it's bleeding a little",
    "the plaster on his finger keeps falling off, should i put a new one on",
  ])("%j → not urgent", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it.each([
    "he fell off the bed and now hes vomiting and drowsy",
    "the cord stump fell off and then he fell off the sofa onto his head, now vomiting and sleepy",
    "pulled on the blind cord and fell off the windowsill, hit his head and now hes really drowsy",
    "she fell out of the trolley and knocked her tooth, it's wobbly and bleeding now",
  ])("a child who fell still alarms: %j", (q) => {
    expect(triage(q).urgency).not.toBe("routine");
  });
});

// Blind A9: "newborn sneezes loads and sounds snuffly, does he have a cold?" got call today. The
// cold is what the parent asks about; sneezing and snuffly noises are common in young babies.
describe("a cold asked about, from a young baby's snuffles and sneezes", () => {
  it.each([
    "newborn sneezes a lot and sounds snuffly, does he have a cold?",
    "my 2 week old sounds really snuffly when she feeds and keeps sneezing, could she have a cold?",
    "my 5 week old is snuffly and sneezy, has he caught a cold?",
  ])("%j → the information answer", (q) => {
    expect(triage(q).urgency).toBe("routine");
  });

  it.each([
    ["6 week old has a cold and stuffy nose", "urgent"],
    ["my 3 week old has a runny nose and a cough, does she have a cold?", "urgent"],
    ["my 4 week old sounds snuffly and has a temp of 38.2", "emergency"],
    ["newborn is snuffly and breathing really fast with his ribs sucking in", "emergency"],
  ])("a cold told, a fever or hard breathing still counts: %j → %s", (q, urgency) => {
    expect(triage(q).urgency).toBe(urgency);
  });
});
