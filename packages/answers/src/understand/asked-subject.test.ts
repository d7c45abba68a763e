import { describe, expect, it } from "vitest";
import { askedSubject } from "./asked-subject.js";

const TOPICS = new Set(
  "formula breast milk poo poop vaccines rash heat grapes cows dummy sunscreen bath nap".split(" "),
);
const isSubject = (w: string) => TOPICS.has(w) || TOPICS.has(w.replace(/s$/, ""));

describe("askedSubject", () => {
  it.each([
    ["how long can made up formula sit out at room temperature", "formula"],
    ["how long can breast milk stay out", "breast"],
    ["how many times a day should a 3 month old poo", "poo"],
    ["when are a babys first vaccines", "vaccines"],
    ["how do i treat heat rash on my baby", "heat"],
    ["can my 2 year old have whole grapes", "grapes"],
    ["when can she have cows milk", "cows"],
    ["when should my baby stop using a dummy", "dummy"],
    // No frame, or the thing is told in a clause.
    ["my 3yo has nightmares most nights", null],
    ["is it normal my 8 month old screams when grandma holds her", null],
    ["is there a vaccine for chickenpox", null],
    // Only words that name a subject count: "do i need to go to a&e" names none.
    ["when do i need to go to a&e", null],
  ])("%s → %s", (question, thing) => {
    expect(askedSubject(question, isSubject)).toBe(thing);
  });
});
