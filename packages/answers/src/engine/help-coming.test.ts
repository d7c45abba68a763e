import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../../test/conversation-fixture.js";

// Blind t10-032/037: "ambulance is coming, what do I do til they get here" got the whole "Call 911
// now" card again. Help already called and coming: the line that help is on its way, then that
// emergency's own while-you-wait steps and "do not" list, no call line (paraphrases our own).
describe("answer engine: help has been called and is coming", () => {
  it.each([
    [
      "my 1 year old is choking on a piece of apple and can't breathe",
      "ambulance is on its way, what do i do until they get here",
    ],
    [
      "my toddler pulled a pan of boiling water over himself, huge burn on his chest",
      "ok they're coming. what now?",
    ],
    ["my 2 year old drank some bleach", "im on the phone with 911, what should i do while we wait"],
    ["my baby is having a fit and won't stop jerking", "paramedics are on their way, what do I do"],
    ["he's struggling to breathe and his lips are blue", "help is coming, what do i do now"],
    [
      "she ate peanut butter and her lips are swelling and she can't breathe properly",
      "the ambulance is 10 minutes away and we have no epipen, what should we do",
    ],
  ])("%j, then %j → while-you-wait steps, no call line", async (first, second) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
    expect(text(b!)).toMatch(/^Help is on its way now/);
    expect(text(b!)).toMatch(/\*\*While you wait\*\*/);
    expect(text(b!)).not.toMatch(/^Call\b/m);
  });

  it("a third message while waiting does not repeat the same card", async () => {
    const [, b, c] = await conversation(
      "my baby is having a seizure",
      "ambulance is coming, what do i do",
      "still waiting for the ambulance, what do i do",
    );
    expect(c!.kind === "answer" && c!.urgency).toBe("emergency");
    expect(text(c!)).not.toBe(text(b!));
  });

  it.each([
    ["my baby is having a seizure", "ambulance is coming, now she's gone blue again"],
    ["my toddler drank bleach", "ambulance is on its way, he's started drooling and can't swallow"],
    ["my 1 year old is choking on a grape", "they're on their way but now he's not breathing"],
  ])("%j, then %j → a new danger keeps the call line", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
    expect(text(b!)).not.toMatch(/^Help is on its way now/);
  });
});

// Blind t10-068/090: after an emergency a professional saw and settled, a new question got the
// card again or no answer (the emergency's turns misled retrieval). It is answered as if asked
// fresh, with the child's age carried (paraphrases our own).
describe("answer engine: a new question once the emergency was seen and is over", () => {
  it.each([
    [
      "my 18 month old is having a seizure with a high fever",
      "the paramedics checked her and said it was a febrile seizure, she's home now. different question, how much milk should she drink a day?",
      /milk/i,
    ],
    [
      "my 10 month old is choking on a grape",
      "A&E checked him over and he's fine, we're home. what finger foods are good for him?",
      /finger food/i,
    ],
    [
      "my 2 year old swallowed some of my tablets",
      "the ER checked her, all fine, we're home now. how do I get her to sleep in her own bed?",
      /bed/i,
    ],
    [
      "my 9 month old has a dishwasher tablet in her mouth and it's foaming",
      "hospital checked her and sent us home, she's fine. what finger foods can she have?",
      /finger/i,
    ],
  ])("%j, then %j → its own answer", async (first, second, about) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind === "answer" && b!.urgency).toBe("routine");
    expect(text(b!)).toMatch(about);
    expect(text(b!)).not.toMatch(/Call 911|While you wait|no reviewed answer/);
  });

  it("danger since the check still gets the emergency", async () => {
    const [, b] = await conversation(
      "my son is having a seizure and has a fever",
      "paramedics checked him and said febrile convulsion, but now he's floppy and won't wake up. when can he go to nursery?",
    );
    expect(b!.kind === "answer" && b!.urgency).toBe("emergency");
  });
});
