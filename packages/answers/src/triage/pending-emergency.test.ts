import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (...user: string[]): ChatTurn[] =>
  user.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Go to the emergency department now: …" },
  ]);

// t7-042, t7-043: a side question while an emergency that looking well does not settle is still on
// its way to help keeps that emergency's next step; once they say they are on the way, the side
// question gets its own answer (tf4-113).
describe("a side question during an emergency that does not settle", () => {
  it.each([
    [
      "my 2 yo just swallowed a button battery from the tv remote",
      "ok. also what time should his nap be today, we were going to do 1pm",
    ],
    [
      "5 week old has a temp of 38.5",
      "ok we are getting ready. btw when are her 8 week jabs and will this delay them?",
    ],
    [
      "my 3 year old swallowed two of those little magnet balls",
      "ok. also is it normal for him to still wet the bed at night",
    ],
    ["my 6 week old baby has a fever of 100.6", "right. also how much should she be feeding now"],
  ])("%j, then %j → still the emergency department", (first, side) => {
    expect(triage(side, { history: after(first) }).urgency).toBe("emergency");
  });

  it.each([
    [
      "my 2 yo swallowed a button battery",
      "ok we're in the car on the way. also random but what time should bedtime be for a 2 year old",
    ],
    [
      "my 4 week old has a temp of 38.2",
      "ok were in the car on the way now. random but how many naps should a 1 year old have",
    ],
  ])("%j, then on the way with %j → the side question's own answer", (first, side) => {
    expect(triage(side, { history: after(first) }).urgency).not.toBe("emergency");
  });
});

// t7-037: "did the back blows and it flew out" is first aid that worked, not danger that is back.
describe("'back' in first aid or the body is not danger coming back", () => {
  it.each([
    [
      "shes choking on a bit of apple!! 2yo",
      "did the back blows and it flew out, shes crying and talking and breathing totally normally now, no cough",
    ],
    ["hes choking on a grape", "gave him 5 back slaps and it came out, hes breathing fine now"],
  ])("%j, then %j → not the emergency again", (first, change) => {
    expect(triage(change, { history: after(first) }).urgency).not.toBe("emergency");
  });

  it("danger that is back still counts", () => {
    const r = triage("it stopped but its back now", {
      history: after("the bleeding from his hand wont stop"),
    });
    expect(r.urgency).toBe("emergency");
  });
});

// tf5-029, t6-020: confusion, vomiting or not answering after heat is heatstroke; the situation's
// script (cool the child) is named beside the child's state.
describe("the situation behind the state: heat", () => {
  it.each([
    "we were at the beach all day, my son is now confused, hot to touch, not sweating and talking rubbish, he threw up",
    "left my son in the car for i dont know how long, got him out and he's boiling hot, not sweating and hes confused, not answering me properly",
    "she was in the garden all afternoon in the sun, now shes really drowsy, hot and has been sick",
  ])("%j → heat illness named", (q) => {
    const r = triage(q);
    expect(r.urgency).toBe("emergency");
    expect(r.matches.map((m) => m.id)).toContain("danger-heat-illness");
  });

  it("diarrhoea with confusion and no heat stays the dehydration sign", () => {
    const r = triage(
      "my toddler has had diarrhoea for 2 days and now hes confused and too weak to stand",
    );
    expect(r.matches.map((m) => m.id)).toEqual(["vomiting-diarrhea-weak-or-confused"]);
  });
});
