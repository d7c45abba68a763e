import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../../test/conversation-fixture.js";
import { askedSentence } from "./after-emergency.js";

describe("askedSentence", () => {
  it.each([
    ["all fine now. btw can you recommend a film", "can you recommend a film"],
    [
      "it came out, she's fine now. when can she have grapes again?",
      "when can she have grapes again?",
    ],
    ["when can she have grapes again?", null],
  ])("%j → %j", (message, asked) => {
    expect(askedSentence(message)).toBe(asked);
  });
});

// Frozen TF7-118: after a febrile seizure checked at hospital, a lasagne request got the fever card.
// A report that things settled followed by a request for something else is declined; a new
// question about the child is answered (paraphrases our own, UK and US).
describe("answer engine: a request of another domain after an emergency", () => {
  it.each([
    [
      "my son had a fit with a high temperature, ambulance called",
      "doctors checked him, it was a febrile convulsion and he's home now. any good films to watch tonight?",
    ],
    [
      "he swallowed a coin and started choking",
      "ok it came out and hes fine, paramedics checked him. can you recommend a good pizza place?",
    ],
    [
      "my daughter's had a fit with her temperature, 999 called",
      "A&E checked her over, it was a febrile seizure. by the way can you recommend a good lasagne recipe?",
    ],
  ])("%j, then %j → declined", async (first, second) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind).toBe("off-topic");
  });

  it("a new question about the child is still answered", async () => {
    const [, b] = await conversation(
      "my 1 year old is choking on a grape",
      "it came out, she's fine now. when can she have grapes again?",
    );
    expect(b!.kind === "answer" && b!.urgency).toBe("routine");
    expect(text(b!)).toMatch(/grape/i);
  });

  it("a new emergency in the second turn still gets the full emergency answer", async () => {
    const [, b] = await conversation(
      "my son had a fit with a high temperature, ambulance called",
      "doctors checked him. now he's floppy and blue, any good films to distract him?",
    );
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
  });
});

// Help is with the child: a side question ("ambulance is here, can I bring her car seat") gets one
// line that help is there (help-arrived.md) and its own answer, never the emergency card again; a
// new or returning danger sign in the same message keeps the card (paraphrases our own).
describe("answer engine: a side question once help has arrived", () => {
  it.each([
    [
      "my 2 year old is having a seizure and won't stop shaking, called 911",
      "ambulance is here, quick q can I bring her car seat",
    ],
    [
      "he's not breathing properly and his lips are blue",
      "paramedics are checking him, should I pack nappies",
    ],
    [
      "my baby swallowed a button battery",
      "the ambulance just arrived, do I need to bring his bottle?",
    ],
    [
      "my 1 year old fell down the stairs and isn't responding",
      "the paramedics are here now, should i ring my husband or go with them first",
    ],
    [
      "my baby is floppy and won't wake up",
      "the ambulance crew are here, what should I take with us",
    ],
  ])("%j, then %j → help is there, no card", async (first, second) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind === "answer" && b!.urgency).toBe("routine");
    expect(text(b!)).toMatch(/^Help is with your child now/);
    expect(text(b!)).not.toMatch(/Call 911|While you wait/);
  });

  it.each([
    ["she's having a seizure", "ambulance is here, she's stopped breathing again"],
    [
      "my toddler drank bleach",
      "paramedics are with him now, he's started drooling and can't swallow, should I pack a bag?",
    ],
  ])("%j, then %j → still the emergency", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
  });
});
