import { describe, expect, it } from "vitest";
import { category } from "./test-helpers.js";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (first: string): { history: ChatTurn[] } => ({
  history: [
    { role: "user", content: first },
    { role: "assistant", content: "…" },
  ],
});

// Blind T8-089: the child's age told in the first turn is the child's in the second.
describe("a second turn is read with the age told before", () => {
  it.each([
    ["my 1 month old is a bit sniffly", "just took his temp its 38.4"],
    ["my 6 week old has a blocked nose", "checked her temperature, 38.2"],
    ["my 2 month old isnt feeding as much today", "took her temp and it says 100.8"],
    ["is it normal for a 7 week old to sneeze a lot", "just checked and his temp is 38.1"],
  ])("%j, then %j → a fever under 3 months", (first, second) => {
    const r = triage(second, after(first));
    expect(r.urgency).toBe("emergency");
    expect(r.matches.map((m) => m.id)).toContain("fever-under-3-months");
  });

  // A bare reading is about the child told of before, not a message of its own.
  it.each([
    ["my 8 week old is a bit grumpy today", "just checked, hes 37.9"],
    ["my 2 year old seems hot", "shes 38.5 now"],
    ["my 10 week old is off her milk", "she's 37.2"],
  ])("%j, then %j → a parent's question, not off-topic", (first, second) => {
    const r = triage(second, after(first));
    expect(r.scope).toBe("parenting");
    expect(r.urgency).not.toBe("emergency");
  });

  it.each([
    ["my 8 week old is a bit grumpy today", "just checked, hes 38.3"],
    ["my 10 week old is off her milk", "she's 100.6"],
  ])(
    "%j, then %j → a bare reading with the age told before is a fever under 3 months",
    (first, second) => {
      expect(triage(second, after(first)).matches.map((m) => m.id)).toContain(
        "fever-under-3-months",
      );
    },
  );

  it.each([
    ["my 2 year old is a bit sniffly", "just took his temp its 38.4"],
    ["my 18 month old has a cold", "checked her temperature, 38.2"],
  ])("%j, then %j → not an emergency for an older child", (first, second) => {
    expect(category(second, after(first))).not.toBe("emergency");
  });
});

// Blind T8-085, TF6-005, TF6-102: a second turn that points at the symptom discussed ("it", "one",
// a count without its noun) is read with that symptom named.
describe("a second turn is read with the symptom under discussion", () => {
  it.each([
    [
      "is it normal for my baby to spit up after every feed",
      "and if its green? like the one she just did",
    ],
    ["when do babies grow out of reflux", "and if its green? like the one she just did"],
    [
      "my 4 month old spits up loads after feeds, when does it stop",
      "she just did one and it was green",
    ],
    ["my 3 month old keeps being sick after his bottle", "its gone bright green now"],
    [
      "how many wet nappies should a 6 month old have",
      "hes only had 1 in 12 hours and hes been vomiting since this morning and really sleepy",
    ],
  ])("%j, then %j → an emergency", (first, second) => {
    expect(category(second, after(first))).toBe("emergency");
  });

  it.each([
    ["my 10 month old has had diarrhoea for 2 days", "and now there's blood in it"],
    ["my toddler has diarrhoea, what should i feed him", "theres some blood mixed in with it now"],
    [
      "my 8 month old has had runny poos since yesterday",
      "just changed her and theres blood in it",
    ],
  ])("%j, then %j → blood in the stool", (first, second) => {
    expect(triage(second, after(first)).matches.map((m) => m.id)).toContain("blood-in-stool");
  });

  it.each([
    ["is it normal for my baby to spit up after every feed", "and if its white and curdled?"],
    ["my 4 month old spits up loads after feeds", "she just did a big one, is that ok"],
    ["how many wet nappies should a 6 month old have", "hes had 6 today, is that enough"],
    ["my toddler has diarrhoea, what should i feed him", "is it ok to give him toast"],
  ])("%j, then %j → no alarm", (first, second) => {
    expect(category(second, after(first))).not.toBe("emergency");
  });
});

// Blind T8-084, TF6-010: after an emergency that was handled, a request of another domain is
// judged on its own; what it points at is the day, not a question about the child.
describe("an off-topic request after an emergency is judged on its own", () => {
  it.each([
    [
      "she had a seizure with her fever, ambulance came, hospital said febrile seizure and sent us home",
      "can you recommend a good netflix series to take my mind off it",
    ],
    [
      "he had a febrile fit earlier, paramedics checked him and said he's fine",
      "can you suggest a film to watch tonight to take our minds off it",
    ],
    [
      "my 2 year old drank some of the dishwasher liquid",
      "were in the car on the way to A&E. can you give me a good lasagna recipe",
    ],
    [
      "my 3 year old swallowed some of my pills",
      "we're in an uber on the way to the hospital. whats the capital of france",
    ],
  ])("%j, then %j → off-topic", (first, second) => {
    expect(category(second, after(first))).toBe("off-topic");
  });
});

// Blind T8-082: a report that it is over, then a new everyday question: that question's answer,
// with the protocol's next step as a one-line reminder.
describe("a report of change with a new question", () => {
  it.each([
    [
      "baby was choking on a piece of banana but i did back blows and it came out, shes crying now",
      "ok shes fine now, when can i try banana again",
    ],
    [
      "hes choking on a grape!! 2yo",
      "back blows worked, hes totally fine now. when can he have grapes again?",
    ],
    [
      "my 18 month old is choking on a bit of apple",
      "it came out, shes totally fine now. at what age can she have apple slices",
    ],
  ])("%j, then %j → routine with the next step as a reminder", (first, second) => {
    const r = triage(second, after(first));
    expect(r.urgency).toBe("routine");
    expect(r.reminder?.id).toBe("after-change-choking");
  });

  it.each([
    ["hes choking on a grape!! 2yo", "ok hes fine now"],
    [
      "hes choking on a grape!! 2yo",
      "it came out and hes breathing fine, do we still need to go in?",
    ],
  ])("%j, then %j → the next step itself", (first, second) => {
    const r = triage(second, after(first));
    expect(r.matches[0]?.id).toBe("after-change-choking");
    expect(r.reminder).toBeUndefined();
  });

  it.each([
    [
      "face down in the bath, not breathing",
      "shes breathing again now, what should she have for tea",
    ],
    [
      "my 6 month old stopped breathing and went blue",
      "hes fine now, how much milk should he have",
    ],
  ])("%j, then %j → a next step that is still an emergency stays the answer", (first, second) => {
    expect(triage(second, after(first)).urgency).toBe("emergency");
  });
});

describe("real continuations of an emergency stay on it", () => {
  it.each([
    [
      "my 2 year old drank some of the dishwasher liquid",
      "were in the car on the way, what do i do if he throws up",
    ],
    [
      "my 2 year old drank some of the dishwasher liquid",
      "ok on our way now. should i give him milk?",
    ],
    ["my 6 month old is not breathing and his lips are blue", "what do i do while we wait"],
    ["my 6 month old is not breathing and his lips are blue", "hes still not breathing"],
    [
      "my 6 month old is not breathing and his lips are blue",
      "ambulance is coming, what do i do until they arrive",
    ],
    ["hes choking on a grape!! 2yo", "ok its out but now hes coughing and wheezing non stop"],
    [
      "hes choking on a grape!! 2yo",
      "it came out, when can he have grapes again? wait hes choking again",
    ],
  ])("%j, then %j → still the emergency", (first, second) => {
    expect(triage(second, after(first)).urgency).toBe("emergency");
  });
});
