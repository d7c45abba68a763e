import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "../create-answer-engine.js";
import type { ChatTurn } from "../types.js";
import { namesAdultMatter } from "./scope-adult-matter.js";
import { triage } from "./triage.js";

const engine = createAnswerEngine({ llm: null });

async function kind(question: string, earlier: string[] = []) {
  const history: ChatTurn[] = [];
  for (const q of earlier) {
    const r = await engine.answer({ question: q, history });
    history.push(
      { role: "user", content: q },
      { role: "assistant", content: r.kind === "off-topic" ? r.message : r.content },
    );
  }
  return (await engine.answer({ question, history })).kind;
}

/**
 * A grown-up's own money, work, home, car, health or pastime with no child in the message is
 * declined like any other off-topic question (A9-048 "whether to fix my mortgage for 2 or 5 years",
 * read as a child of 5 and given the no-answer card; AF7-125 "how do i change a tyre", answered
 * with formula; T9-086 "what to say to my boss" after an emergency, given the no-answer card). The
 * same matters with the child in them stay parents' questions. Paraphrases written for this test.
 */
describe("a grown-up's own matter is declined", () => {
  it.each([
    "is it better to go for a tracker or a fixed rate when I remortgage next spring?",
    "should i lock in my mortgage rate for 3 years or 10 years",
    "should i pay off my credit card or put the money in a cash isa",
    "how much should i be putting into my 401k at 35",
    "whats the best way to ask my manager for a pay rise",
    "my boss keeps emailing me on weekends, how do i set boundaries",
    "our landlord wont fix the boiler, what are my rights as a tenant",
    "how often should i rotate the tires on my suv",
    "the check engine light came on in my car, is it safe to drive",
    "my car failed its mot on the brakes, how much will that cost",
    "how do i put the spare tyre on",
    "how do i get my cholesterol down without statins",
    "best golf clubs for a beginner",
    "how do i stop moss taking over my lawn",
    "should we buy a house now or wait for prices to drop",
  ])("%j", async (q) => {
    expect(triage(q).scope).toBe("off-topic");
    expect(await kind(q)).toBe("off-topic");
  });

  it.each([
    ["my 3 year old has chickenpox, spots everywhere", "what should i say to my boss"],
    [
      "my baby has had a temperature of 38.5 since this morning",
      "how do i ask my manager to work from home tomorrow",
    ],
    [
      "she fell off the sofa and bumped her head, seems fine now",
      "unrelated but is it worth fixing my mortgage for 5 years",
    ],
  ])("after %j, %j is declined", async (first, second) => {
    expect(await kind(second, [first])).toBe("off-topic");
  });
});

describe("the same matters with the child in them are answered", () => {
  it.each([
    "can we afford childcare if i go back part time",
    "how do i tell nursery she has nits",
    "how do i tell my boss i'm pregnant",
    "is it safe for our dog to sleep in the same room as the baby",
    "how long is paternity leave and how can dads bond with a newborn",
    "do i need to take time off work when my toddler has chickenpox",
    "my car seat expires next month, is it still safe",
    "my son gets car sick on every journey",
    "i'm going back to work next month, how do i keep breastfeeding",
    "my 4 year old wants to play video games all day",
    "how do i budget for a new baby",
    "he fell asleep in the car, should i wake him",
    "my manager wants me back early, how do i keep pumping at work",
    "my mortgage broker says i need to go back to work, how soon can my 3 month old start daycare",
  ])("%j", async (q) => {
    expect(await kind(q)).toBe("answer");
  });

  it("a parent who tells the employer of the child's illness is still asking about the child", async () => {
    expect(
      await kind("do i have to tell my boss she has hand foot and mouth", [
        "my 18 month old has a rash on her hands",
      ]),
    ).toBe("answer");
  });

  it("names no adult matter in a car seat, car sickness or a nappy change", () => {
    for (const q of [
      "which car seat is safest",
      "she gets car sick",
      "how do i change a nappy on the go",
    ])
      expect(namesAdultMatter(q)).toBe(false);
  });
});
