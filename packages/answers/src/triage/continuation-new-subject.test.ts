import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";
import type { ChatTurn } from "./types.js";

const after = (first: string): { history: ChatTurn[] } => ({
  history: [
    { role: "user", content: first },
    { role: "assistant", content: "Call 911 now." },
  ],
});

describe("a new subject after an emergency handed over", () => {
  const fall = after("toddler fell from the upstairs window onto the patio, not moving");
  it.each([
    // Blind TF5-125, T6-084.
    "paramedics have taken him. diffrent question, can you recommend a good laptop for work",
    "paramedics have her now. also can you recommend a decent takeaway nearby, we havent eaten all day",
    "the ambulance took her in. unrelated, whats a good phone for my mum",
    "paramedics are with him now. random question, best budget laptop?",
  ])("is not the emergency again: %j", (q) => {
    expect(category(q, fall)).not.toBe("emergency");
  });

  it.each([
    "diffrent question but hes still not moving",
    "paramedics have him now but he stopped breathing again",
    "ambulance not here yet, hes not breathing",
  ])("danger still told keeps the alarm: %j", (q) => {
    expect(category(q, fall)).toBe("emergency");
  });
});

describe("a past episode in an earlier turn is not happening now", () => {
  const pastFit = after(
    "last year my son had a febrile convulsion, does that mean he has epilepsy",
  );
  it.each([
    // Blind TF5-131, second turn.
    "he's now got 39.5 and is pulling his ear and grumpy",
    "he has a temp of 38.8 today and a runny nose",
    "now she's got a fever of 102 and a cough",
  ])("a fever now after a fit last year is not a fit: %j", (q) => {
    expect(category(q, pastFit)).not.toBe("emergency");
  });

  it.each([
    "he's got 39.5 now and he's shaking all over and not responding",
    "its happening again now, hes jerking and wont wake",
  ])("a fit now still alarms: %j", (q) => {
    expect(category(q, pastFit)).toBe("emergency");
  });
});

describe("back blows are what was done, not danger coming back", () => {
  const choking = after("shes choking on a bit of apple!! 2yo");
  it.each([
    // Blind T7-037, second turn.
    "did the back blows and it flew out, shes crying and talking and breathing totally normally now, no cough",
    "gave 5 back slaps and the grape shot out, hes screaming and pink now",
    "back blows worked, she spat it out and is breathing fine",
    "i did the back thumps and it fell out, hes ok now",
  ])("is the after-change step, not the 911 card: %j", (q) => {
    expect(category(q, choking)).not.toBe("emergency");
  });

  it.each([
    "did back blows, its still stuck, hes going blue",
    "did the back blows and it came out but hes coughing and wheezing non stop",
    "it came out but now its back, shes choking again",
  ])("danger still told keeps the alarm: %j", (q) => {
    expect(category(q, choking)).toBe("emergency");
  });
});
