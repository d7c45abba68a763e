import { describe, expect, it } from "vitest";
import {
  conversation,
  realTriageEngine as engine,
  replyText as text,
} from "../test/conversation-fixture.js";
import { now } from "../test/engine-fixture.js";

const CHOKING = "my 2 year old is choking on a grape and cant breathe";
const SEIZURE = "shes having a fit, jerking all over and wont respond, she has a fever";
const BLEEDING = "cut his hand on a broken glass, its bleeding loads and wont stop";
const BURN = "he pulled a mug of hot tea over his arm, big blisters, bigger than my hand";

describe("answer engine: the poison line follows the region", () => {
  it.each([
    ["found her chewing a dishwasher pod", "UK", "NHS 111"],
    ["he had yew berries in his mouth", "UK", "NHS 111"],
    ["found her chewing a dishwasher pod", "AU", "Poisons Information Centre"],
  ] as const)("%j in %s names %s, not the US number", async (question, region, line) => {
    const r = await engine.answer({ question, now, region });
    expect(text(r)).toContain(line);
    expect(text(r)).not.toContain("1-800-222-1222");
  });
});

describe("answer engine: the conversation after an emergency", () => {
  it.each([
    [CHOKING, "can you help me write an email to my boss"],
    [
      SEIZURE,
      "ok thanks. unrelated, but can you help me write an email to my boss saying ill be late",
    ],
    [BLEEDING, "write me a short poem about it"],
    [BURN, "whats the capital of france"],
    [CHOKING, "can you recommend a good film to watch tonight"],
  ])("declines an off-topic next message like any other (%j, then %j)", async (first, next) => {
    const [, second] = await conversation(first, next);
    expect(second!.kind).toBe("off-topic");
  });

  it.each([
    [CHOKING, "how much milk should a 2 year old drink a day"],
    [BURN, "when do toddlers usually drop their nap"],
  ])("judges an unrelated parenting question on its own (%j, then %j)", async (first, next) => {
    const [, second] = await conversation(first, next);
    expect(second!.kind).toBe("answer");
    if (second!.kind === "answer") expect(second!.urgency).not.toBe("emergency");
  });

  it.each([
    [CHOKING, "she's breathing normally now", "choking"],
    [CHOKING, "he coughed it up and he's crying now", "choking"],
    [SEIZURE, "it stopped, she seems fine now", "seizure"],
    [SEIZURE, "the fit has stopped and shes waking up", "seizure"],
    [BLEEDING, "the bleeding stopped", "bleeding-and-wounds"],
    [BLEEDING, "ok its stopped bleeding now", "bleeding-and-wounds"],
  ])(
    "gives the protocol's next step for a report of change (%j, then %j)",
    async (first, next, id) => {
      const [card, change] = await conversation(first, next);
      expect(change!.kind).toBe("answer");
      if (change!.kind !== "answer") return;
      expect(change!.meta.triageIds).toContain(`after-change-${id}`);
      expect(text(change!)).not.toContain(text(card!).split("\n")[0]!);
    },
  );

  it.each([
    [[BURN], "how do I look after the burn tonight"],
    [[SEIZURE], "what do we watch for the night after a febrile convulsion"],
    [[SEIZURE, "it stopped, she seems fine now"], "what should we look out for overnight"],
    [[CHOKING, "she's breathing normally now"], "what should I watch for tonight"],
    [[BLEEDING, "the bleeding stopped"], "can I give him calpol for the pain"],
  ])(
    "gives the care answer, not the card again, once it is handled (%j, then %j)",
    async (before, care) => {
      const answers = await conversation(...before, care);
      const last = answers.at(-1)!;
      expect(last.kind).toBe("answer");
      if (last.kind === "answer") expect(last.urgency).not.toBe("emergency");
    },
  );

  it("never repeats an emergency card word for word, even when the danger comes back (never twice in a row after three)", async () => {
    const answers = await conversation(
      BLEEDING,
      "the bleeding stopped",
      "its started bleeding again",
      "still bleeding through the towel",
      "its still pouring out",
    );
    const cards = answers.filter((r) => r.kind === "answer" && r.urgency === "emergency").map(text);
    expect(cards.length).toBe(4);
    expect(new Set(cards.slice(0, 3)).size).toBe(3);
    for (let i = 1; i < cards.length; i++) expect(cards[i]).not.toBe(cards[i - 1]);
    // The danger is back: the first aid is shown again.
    expect(cards[1]).toMatch(/Press firmly on the wound/);
  });
});
