import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../../test/conversation-fixture.js";

// After an emergency, the parent's report and "now what?" were refused as off-topic: triage's word
// lists found no parenting domain in "the ambulance came and they said it was a febrile seizure,
// theyve sent us home, now what?" or "poison control said… what should I look out for?" (T1-120,
// T1-127, T2-100, TF2-058). They name no other domain: the child's conversation goes on.
describe("the report after an emergency and what to do now", () => {
  it.each([
    [
      "my 14 month old is having a fit with a high temperature",
      "paramedics came, they said it was a febrile convulsion and left us at home. what now?",
    ],
    [
      "my 2 year old drank some washing up liquid and keeps coughing and retching",
      "poison control said it was only a lick and to watch him at home. what should we look out for?",
    ],
    [
      "my 9 month old has had diarrhoea for 3 days, no wet nappy since last night and she's very floppy",
      "the hospital said gastroenteritis and gave her fluids, she has had 3 wet nappies since. how do i keep her hydrated now",
    ],
    [
      "my baby isnt breathing properly and her lips are blue",
      "the ambulance crew say shes ok now and are leaving us at home, what should i watch for tonight?",
    ],
  ])("%j, then %j", async (first, second) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind).toBe("answer");
  });

  it.each([
    [
      "my toddler fell off the bunk bed and isnt waking up properly",
      "the hospital checked him and hes fine now, were home. any good films for tonight?",
    ],
    [
      "my toddler fell off the bunk bed and isnt waking up properly",
      "the hospital says hes ok. can you recommend a takeaway pizza place?",
    ],
  ])("a request of its own is still declined: %j, then %j", async (first, second) => {
    const [, b] = await conversation(first, second);
    expect(b!.kind).toBe("off-topic");
  });
});

// "ok ambulance is on its way. totally unrelated but what's a good bedtime for him normally" got the
// honest gap (T6-082, TF6-103, TF9-035): "unrelated but" did not part the report from the question,
// so the emergency's words were searched with it.
describe("a question the parent marks as unrelated after an emergency", () => {
  it.each([
    [
      "my 10 month old fell off the bed and isnt waking up properly",
      "the hospital checked her and shes fine. totally unrelated but how many naps should a 10 month old have",
      /nap/i,
    ],
    [
      "my son fell in the paddling pool and wasnt breathing",
      "hes been checked at hospital and is fine. completely different question, how much milk should a 1 year old drink",
      /milk/i,
    ],
    [
      "my 2 month old went limp and blue in her car seat",
      "everything came back fine and we're home. unrelated but how many ounces of formula should a 2 month old have per feed",
      /ounces|oz|ml/i,
    ],
    [
      "my toddler ate some of my blood pressure pills",
      "paramedics are here. random question but when do toddlers stop napping",
      /nap/i,
    ],
  ])("%j, then %j", async (first, second, subject) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind).toBe("answer");
    expect(text(b!)).not.toMatch(/no reviewed answer/);
    expect(text(b!)).toMatch(subject);
  });

  it("an unrelated request that is not a parent's is still declined", async () => {
    const [, b] = await conversation(
      "my 3 year old fell out of the window onto the patio and isnt moving",
      "paramedics have him. totally unrelated but whats a good lasagne recipe",
    );
    expect(b!.kind).toBe("off-topic");
  });
});
