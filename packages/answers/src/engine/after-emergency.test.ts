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
