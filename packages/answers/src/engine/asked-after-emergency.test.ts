import { describe, expect, it } from "vitest";
import { conversation, replyText as text } from "../../test/conversation-fixture.js";

// T10-090: "the ER checked her, all fine, we're home. what finger foods can she have at 9 months?"
// got the honest gap: the emergency's words, searched with the new question, pulled the poisoning
// and choking articles over it. The new question is answered on its own words.
describe("a new question after an emergency that is over", () => {
  it.each([
    [
      "9mo had a dishwasher tablet in her mouth, its all foamy and she's crying and gagging",
      "the ER checked her, all fine, we're home. what finger foods can she have at 9 months? she has 2 teeth",
      /finger foods?/i,
    ],
    [
      "my toddler fell down the stairs and hit his head, he was knocked out for a few seconds",
      "the hospital said no concussion, he's home and fine. how much sleep does a 2 year old need?",
      /11 to 14 hours|hours/i,
    ],
    [
      "my baby drank some bleach from the bottle under the sink",
      "poison control and the hospital checked her, all fine now. when can she start drinking water from a cup?",
      /cup|water/i,
    ],
    [
      "my 1 year old had a fit with a high temperature and went blue",
      "paramedics checked him, he's settled and home. how much milk should a 1 year old drink?",
      /milk/i,
    ],
  ])("%j, then %j", async (first, second, subject) => {
    const [a, b] = await conversation(first, second);
    expect(a!.kind === "answer" && a!.urgency).toBe("emergency");
    expect(b!.kind === "answer" && b!.urgency).toBe("routine");
    expect(text(b!)).not.toMatch(/no reviewed answer/);
    expect(text(b!).split("\n")[0]).toMatch(subject);
  });

  it("a question that leans on the conversation is answered with it", async () => {
    const [, b] = await conversation(
      "my son had a fit with a high temperature, ambulance called",
      "paramedics said it was a febrile seizure, he's home now, temp still 38.4. how do I look after him tonight?",
    );
    expect(text(b!).split("\n")[0]).toMatch(/fever|temperature|seizure|fit/i);
  });

  it("a follow-up about the emergency itself still reads the conversation", async () => {
    const [, b] = await conversation(
      "my son is choking on a grape and can't breathe",
      "it came out, he's fine now. when can he have grapes again?",
    );
    expect(text(b!)).toMatch(/grape/i);
  });
});
