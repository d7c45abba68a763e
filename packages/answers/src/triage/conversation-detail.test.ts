import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";
import { triage } from "./triage.js";

const after = (content: string) => [
  { role: "user" as const, content },
  { role: "assistant" as const, content: "Go to the emergency department now." },
];

describe("more detail about the same emergency keeps it", () => {
  it.each([
    [
      "my 3 year old swallowed something out of the car key fob",
      "it was one of those little coin batteries, now hes drooling and wont drink",
    ],
    [
      "she tipped a cup of hot tea over herself",
      "it covers her tummy and one leg, the skin is peeling off and she's gone really quiet",
    ],
    ["he fell off the top bunk onto the floor", "now he keeps being sick and is very sleepy"],
  ])("after %j: %j", (first, second) =>
    expect(category(second, { history: after(first) })).toBe("emergency"),
  );

  it.each([
    ["my 3 year old swallowed a button battery", "thanks, we are at the hospital now"],
    ["my 3 year old swallowed a button battery", "what's a good lasagna recipe"],
  ])("after %j: %j is not the emergency again", (first, second) =>
    expect(category(second, { history: after(first) })).not.toBe("emergency"),
  );
});

describe("a question about the future after an emergency", () => {
  it("is answered, not alarmed", () => {
    const history = after("toddler swallowed a magnet");
    expect(category("how do i stop this happening again once we're home", { history })).not.toBe(
      "emergency",
    );
  });
});

describe("a question about what to do during an emergency", () => {
  it("keeps exactly the earlier flags, so the engine can tell the card would repeat", () => {
    const first = "ate some peanut butter, 2yo, her lips are swelling and she's wheezy";
    const second =
      "gave her the epipen, paramedics on the way, should I sit her up or lay her flat?";
    const before = triage(first).matches.map((m) => m.id);
    const history = [
      { role: "user" as const, content: first },
      { role: "assistant" as const, content: "Call 911 now." },
    ];
    expect(triage(second, { history }).matches.map((m) => m.id)).toEqual(before);
  });
});

describe("reports of change during an emergency", () => {
  it.each([
    // A first fit that stopped still goes to the emergency department (the protocol's next step).
    ["my 1yo is having a seizure", "its over, lasted about a minute, shes sleepy now", "emergency"],
    [
      "my son cut his leg badly, blood spurting",
      "ok pressure is on and the bleeding is slowing",
      "urgent",
    ],
    ["she drank some dishwasher rinse aid", "she's vomiting now", "emergency"],
    [
      "he swallowed bleach",
      "poison control said hes fine as it was only a lick and to give water",
      "routine",
    ],
  ])("after %j: %j → %s", (first, second, level) =>
    expect(category(second, { history: after(first) })).toBe(level),
  );

  it("gives the protocol's next step once a fit is over, not the 911 card again", () => {
    const r = triage("its over, lasted about a minute, shes sleepy now", {
      history: after("my 1yo is having a seizure"),
    });
    expect(r.matches[0]!.id).toBe("after-change-seizure");
  });
});

describe("looking well again does not settle every emergency", () => {
  it.each([
    [
      "my 3 yr old got into my nans tablets, the blood pressure ones, a few could be gone",
      "she's completely fine and playing, can we just keep an eye on her at home?",
    ],
    [
      "my son fell off the climbing frame onto his head and was out cold for a moment",
      "he's awake now and chatting away, do we really need to take him in?",
    ],
  ])("after %j: %j is still the emergency", (first, second) =>
    expect(category(second, { history: after(first) })).toBe("emergency"),
  );

  it("a choking fit that cleared still gets the settled step", () => {
    const history = after("my 11 month old is choking on a bit of carrot, can't cough");
    expect(category("it came out and she's crying and breathing fine now", { history })).toBe(
      "urgent",
    );
  });
});

describe("settled anaphylaxis", () => {
  it("after an adrenaline pen, 'she is breathing normally now' is still the emergency department", () => {
    const history = after(
      "his face and lips swelled up and he got wheezy after a bee sting, used the epipen",
    );
    const result = triage(
      "the swelling has gone down and he is breathing normally now, can we stay at home?",
      {
        history,
      },
    );
    expect(result.urgency).toBe("emergency");
  });
});
