import { describe, expect, it } from "vitest";
import { triage } from "./triage.js";
import type { ChatTurn } from "./types.js";

const after = (...user: string[]): ChatTurn[] =>
  user.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "Call 911 now: …" },
  ]);

describe("conversation-aware triage without sticking", () => {
  const emergency = after("my 6 month old is not breathing and his lips are blue");

  it.each([
    "whats a good lasagna recipe?",
    "thanks",
    "how much formula should a 6 month old drink",
    "ok what about sleep regressions at 6 months",
  ])("judges an unrelated next message on its own: %j", (q) => {
    expect(triage(q, { history: emergency }).urgency).not.toBe("emergency");
  });

  // Help has already come: the emergency is in professional hands and the new request is unrelated.
  it.each([
    "paramedics gave her adrenaline, were at the hospital now. can you help me write an email to my boss",
    "the ambulance crew checked him and we're on the ward now, can you write a note for his nursery",
  ])("does not repeat the emergency once help has come: %j", (q) => {
    const r = triage(q, {
      history: after("her face is swelling up and shes wheezing after amoxicillin"),
    });
    expect(r.urgency).not.toBe("emergency");
  });

  it.each([
    "sorry false alarm, the bottle was still sealed with the cap on. how do i childproof the cupboard?",
    "panic over, he never actually opened it, where should i keep cleaning stuff",
  ])("reads a taken-back alarm on its own: %j", (q) => {
    const r = triage(q, {
      history: after("caught my 2 yo with the bleach spray bottle in his mouth"),
    });
    expect(r.urgency).toBe("routine");
  });

  it("keeps the alarm when something new follows the taking back", () => {
    const r = triage("the lid was on but now hes drooling and crying", {
      history: after("caught my 2 yo with the bleach spray bottle in his mouth"),
    });
    expect(r.urgency).toBe("emergency");
  });

  it.each([
    "hes breathing again now",
    "ok she seems fine now",
    "he is back to normal and pink again",
  ])("gives the sign's next step on a report of change: %j", (q) => {
    // A baby who stopped breathing and went blue is seen in the emergency department now, however
    // well she looks again (the "State: after a change of" variant), not a "today" visit.
    const r = triage(q, { history: emergency });
    expect(r.disposition).toBe("er");
    expect(r.matches[0]!.id).toBe("recovered-after-collapse");
    expect(r.matches[0]!.action).not.toMatch(/^Call 911/);
  });

  it.each(["hes still blue", "still not breathing!!", "its getting worse"])(
    "keeps the emergency while it goes on: %j",
    (q) => {
      expect(triage(q, { history: emergency }).urgency).toBe("emergency");
    },
  );

  it.each([
    "can i rub some butter on it while we drive to the hospital",
    "we are on our way now and he looks totally fine, should we still go",
    "is ice ok on it until the ambulance gets here",
  ])("reads a message that leans on the situation as part of it, not as off-topic: %j", (q) => {
    const burn = after("my 2 year old pulled a pan of boiling water onto his chest, big blisters");
    expect(triage(q, { history: burn }).scope).toBe("parenting");
  });

  it("reads a bare continuation with what came before", () => {
    const r = triage("and now a stiff neck", { history: after("my 2 year old has a fever of 39") });
    expect(r.urgency).toBe("emergency");
  });

  it("does not carry an old emergency into a new subject", () => {
    const r = triage("she has a little dry patch of skin on her arm", { history: emergency });
    expect(r.urgency).toBe("routine");
  });
});

describe("questions during an emergency, and settling that is not enough", () => {
  const poisoning = after("my 2 year old drank some bleach from under the sink and is coughing");

  it.each([
    "should i make her throw up",
    "can i give him milk to wash it down while we wait",
    "should we give her some water to drink",
  ])("keeps the emergency for a question about what to do in it: %j", (q) => {
    const r = triage(q, { history: poisoning });
    expect(r.urgency).toBe("emergency");
    expect(r.matches[0]!.protocolId).toBe("poisoning");
  });

  it("judges a new child named in the question on its own", () => {
    const r = triage("can i give my 6 month old water in hot weather", { history: poisoning });
    expect(r.urgency).not.toBe("emergency");
  });

  it.each([
    [
      after("my 3 year old swallowed a button battery"),
      "she seems totally fine now, do we still have to go in?",
    ],
    [
      after("pulled my 2 year old out of the pool, he wasnt breathing"),
      "hes coughing and breathing again now",
    ],
    [
      after("my 14 month old is shaking all over and wont respond"),
      "it stopped after 2 minutes, shes breathing normally now, just sleepy, it was her first",
    ],
  ])("follows the protocol when settling is not enough: %j then %j", (history, q) => {
    const r = triage(q, { history });
    expect(r.disposition).toBe("er");
    expect(r.matches[0]!.id).toMatch(/^after-change-/);
  });

  it("gives the information answer once a professional has assessed it, even with 'again' about the future", () => {
    const seizure = after("hes having a fit, 16 months, very hot");
    const r = triage(
      "the hospital said febrile seizure and sent us home, how do i stop it happening again",
      {
        history: seizure,
      },
    );
    expect(r.urgency).toBe("routine");
  });
});

describe("treatment questions on the way to help", () => {
  const burn = after("she pulled the kettle over, big blisters on her arm, 18 months");

  it.each([
    "ran it under the cold tap for 20 mins. should I put butter or cream on before we head to A&E?",
    "we're in the car on the way now, is it true I should give her something for the pain?",
  ])("keeps the emergency: %j", (q) => {
    expect(triage(q, { history: burn }).urgency).toBe("emergency");
  });
});

describe("help already reached", () => {
  it("answers an everyday question once the parent in crisis has been admitted", () => {
    const crisis = after("my wife had our baby 10 days ago and says voices are telling her things");
    const r = triage(
      "shes been admitted to a mother and baby unit. how do i make up bottles tonight",
      {
        history: crisis,
      },
    );
    expect(r.urgency).toBe("routine");
  });
});

describe("after the emergency is over", () => {
  const ids = (r: ReturnType<typeof triage>) => r.matches.map((m) => m.id);

  it.each([
    [
      "my baby is choking on a piece of apple, cant breathe",
      "ok it came out, shes crying now",
      "choking",
    ],
    ["hes choking and going blue", "got it out, hes breathing fine now", "choking"],
    [
      "she is fitting, arms and legs jerking, wont answer me",
      "it's stopped now, she seems ok",
      "seizure",
    ],
    [
      "pulled her out of the pool face down, not breathing",
      "shes breathing again and crying",
      "drowning",
    ],
  ])("gives the situation's next step (%j, then %j)", (first, change, protocolId) => {
    const r = triage(change, { history: after(first) });
    expect(ids(r)).toContain(`after-change-${protocolId}`);
  });

  it.each([
    [
      "the kettle went over his arm, its blistering, bigger than my palm",
      "how should we look after the blisters now were home",
    ],
    [
      "hes having a fit, been going 3 minutes, jerking",
      "what should we watch out for tonight after a fit like that",
    ],
  ])("answers a care question without the emergency card (%j, then %j)", (first, care) => {
    expect(triage(care, { history: after(first) }).urgency).not.toBe("emergency");
  });

  // "She's fine now" is a report of change: after a child pulled from water not breathing, drowning's
  // next step (the emergency department now, however well she looks) comes before the care question.
  it.each([
    "shes fine now. what do we look out for over the next day",
    "she seems fine now, what should we watch for tonight",
  ])("a near-drowning that settled gets drowning's next step, not the 911 card: %j", (care) => {
    const r = triage(care, { history: after("face down in the bath, not breathing") });
    expect(r.matches[0]!.id).toBe("after-change-drowning");
    expect(r.disposition).toBe("er");
  });

  it.each([
    [
      "the bleeding from his hand wont stop",
      "it's stopped now",
      "its bleeding again through the towel",
    ],
    [
      "she choked on a grape and cant breathe",
      "she's breathing now",
      "shes choking again and cant breathe",
    ],
  ])("still alarms when the danger comes back (%j, %j, then %j)", (first, change, back) => {
    expect(triage(back, { history: after(first, change) }).urgency).toBe("emergency");
  });

  it.each([
    "unrelated, but can you help me with my tax return",
    "different question: write me an email to my landlord about it",
    "write me a poem about it",
  ])("reads a change of subject on its own: %j", (q) => {
    const r = triage(q, { history: after("he's not breathing and his lips are blue") });
    expect(r.urgency).toBe("routine");
    expect(r.scope).toBe("off-topic");
  });
});

// tf5-132: a parent in crisis who says she is safe for now gets her protocol's next step (talk to
// the doctor today), not the 911 card again, and not the everyday answer her words alone would get.
describe("a parent in crisis who says she is safe for now", () => {
  it.each([
    [
      "ive got a load of my tablets saved and im thinking about taking them all. baby's asleep",
      "my mum's here with me now and i put the pills in her bag. im safe for tonight",
    ],
    [
      "i keep thinking everyone would be better off without me",
      "my husband is home now, i feel a bit safer",
    ],
    [
      "been stockpiling my sleeping pills, they'd be better without me",
      "I gave the tablets to my sister, she's staying with me",
    ],
  ])("%j, then %j → call now", (first, safe) => {
    const r = triage(safe, { history: after(first) });
    expect(r.disposition).toBe("call-now");
    expect(r.matches[0]!.id).toBe("after-change-parent-crisis");
  });

  it.each(["the baby is fine now", "im safe but i still want to die"])(
    "keeps the emergency when the parent's own safety is not what is told: %j",
    (q) => {
      const r = triage(q, {
        history: after("i keep thinking everyone would be better off without me"),
      });
      expect(r.urgency).toBe("emergency");
    },
  );
});
