import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../test/conversation-fixture.js";
import type { AnswerResult } from "./types.js";

// Blind T8-082: after a choking that settled, "ok she's fine now, when can I try banana again" got
// the 911 card again. The new question gets its own answer, the next step one line above it.
describe("answer engine: a new question after an emergency that settled", () => {
  it.each([
    [
      "hes choking on a grape cant breathe, 2 years old",
      "ok hes fine now, when can i give him grapes again",
    ],
    [
      "my 10 month old is choking on a piece of banana!!",
      "back blows worked and she's absolutely fine now. when can i try banana again?",
    ],
    [
      "my 18 month old is choking on a bit of apple",
      "it came out, shes totally fine now. at what age can she have apple slices",
    ],
  ])("%j, then %j → the answer with a one-line reminder", async (first, second) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind === "answer" && b!.urgency).toBe("routine");
    const content = text(b!);
    const [line, , ...rest] = content.split("\n");
    expect(line).toMatch(/checked by a doctor today/);
    expect(rest.join("\n")).not.toMatch(/checked by a doctor today/);
    expect(content).not.toContain(text(a!).split("\n")[0]!);
    expect(content).not.toMatch(/Call 911 now/);
  });
});

/** The first three lines of an answer: what the blind scorer compares for a repeated block. */
const head = (r: AnswerResult) => text(r).split("\n").slice(0, 3).join("\n");

// Blind TF6-010, TF6-018: a real continuation keeps the emergency without its block repeated; an
// off-topic request on the way is declined like any other.
describe("answer engine: the second turn of an emergency", () => {
  it.each([
    [
      "my 2 year old drank some of the dishwasher liquid",
      "were in the car on the way, what do i do if he throws up",
    ],
    ["my 6 month old is not breathing and his lips are blue", "what do i do while we wait"],
    [
      "fell off the bed and hit his head, now hes vomiting and very sleepy",
      "hes awake now but just been sick again",
    ],
    ["shes having a fit, jerking all over and wont respond", "its still going, what do i do"],
  ])("%j, then %j → the emergency, its block not repeated", async (first, second) => {
    const [a, b] = await conversation(first, second);
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
    expect(text(b!)).not.toContain(head(a!));
  });

  it.each([
    [
      "my 2 year old drank some of the dishwasher liquid",
      "were in the car on the way to A&E. can you give me a good lasagna recipe",
    ],
    [
      "she had a seizure with her fever, ambulance came, hospital said febrile seizure and sent us home",
      "can you recommend a good netflix series to take my mind off it",
    ],
  ])("%j, then %j → declined", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind).toBe("off-topic");
  });
});
