import { describe, expect, it } from "vitest";
import { createAnswerEngine } from "./create-answer-engine.js";
import { sign } from "./protocols/load-protocols.js";
import type { AnswerResult, ChatTurn } from "./types.js";

const engine = createAnswerEngine();
const now = new Date("2026-11-23T12:00:00Z");

function answered(result: AnswerResult) {
  if (result.kind !== "answer") throw new Error(`expected an answer, got ${result.kind}`);
  return result;
}

describe("answer engine with the shipped triage", () => {
  it("shows the choking steps for the age the parent wrote, and both when none", async () => {
    const steps = async (question: string) =>
      answered(await engine.answer({ question, now })).content;
    const toddler = await steps("my 2 yr old is choking on a grape and cant breathe");
    expect(toddler).toMatch(/abdominal thrusts/);
    expect(toddler).not.toMatch(/chest thrusts with two fingers/);
    const baby = await steps("9 month old choking on a bit of apple, no sound coming out");
    expect(baby).toMatch(/chest thrusts with two fingers/);
    expect(baby).not.toMatch(/abdominal thrusts/);
    const unknown = await steps("baby choking cant breathe");
    expect(unknown).toMatch(/abdominal thrusts/);
    expect(unknown).toMatch(/chest thrusts with two fingers/);
  });

  it("gives the disposition with the urgency", async () => {
    const cases = [
      ["my baby is not breathing", "emergency", "911"],
      ["sudden pain in my sons scrotum and he is vomiting", "emergency", "er"],
      [
        "she poked her eye with a stick and its watering and she wont open it",
        "urgent",
        "call-now",
      ],
      ["my 18 month old has ear pain and is pulling at his ear", "urgent", "call-24h"],
      ["how much formula does a 4 month old need", "routine", "home"],
    ] as const;
    for (const [question, urgency, disposition] of cases) {
      const r = answered(await engine.answer({ question, now }));
      expect([r.urgency, r.disposition], question).toEqual([urgency, disposition]);
    }
  });

  it("uses the region's emergency number and names, and the US text by default", async () => {
    const us = answered(await engine.answer({ question: "my baby is not breathing", now }));
    const uk = answered(
      await engine.answer({ question: "my baby is not breathing", now, region: "UK" }),
    );
    expect(us.content.split("\n")[0]).toMatch(/^Call 911 now/);
    expect(uk.content.split("\n")[0]).toMatch(/^Call 999 now/);
    expect(uk.content).not.toMatch(/\b911\b(?![^(]*\))/);
  });

  it("never repeats an emergency card word for word", async () => {
    const question = "my baby is not breathing";
    const first = answered(await engine.answer({ question, now }));
    const history: ChatTurn[] = [
      { role: "user", content: question },
      { role: "assistant", content: first.content },
    ];
    const again = answered(
      await engine.answer({ question: "still not breathing!!", history, now }),
    );
    expect(again.urgency).toBe("emergency");
    expect(again.content).not.toBe(first.content);
    // The same action, as its instruction alone; the reason was given with the first card.
    expect(again.content.split("\n")[0]).toMatch(/^Call 911 now\. \[1\]/);
    expect(again.content).toContain("**While you wait**");
    expect(again.content).not.toContain(first.content.split("\n").slice(0, 3).join("\n"));
  });

  it("judges an off-topic message after an emergency on its own", async () => {
    const history: ChatTurn[] = [
      { role: "user", content: "my baby is not breathing" },
      { role: "assistant", content: "Call 911 now…" },
    ];
    const r = await engine.answer({ question: "what's a good lasagna recipe?", history, now });
    expect(r.kind).toBe("off-topic");
  });

  it("leads an emergency with one protocol's steps and names the other signs, without stacking", async () => {
    const r = answered(
      await engine.answer({
        question: "my 7 month old is grey round the mouth, wheezing and working so hard to breathe",
        now,
      }),
    );
    const steps = r.content
      .split("\n")
      .filter((l) => l.startsWith("- "))
      .map((l) => l.slice(2));
    const lead = r.meta.triageIds[0]!;
    expect(steps).toEqual(sign(lead).whileWaiting);
    expect(r.content).toContain("**Also tell the emergency team about:**");
  });

  it("answers a question during an emergency with the card's 'do not' list, not the same card", async () => {
    const question =
      "toddler drank something from under the sink, smells like bleach, shes coughing";
    const first = answered(await engine.answer({ question, now }));
    const history: ChatTurn[] = [
      { role: "user", content: question },
      { role: "assistant", content: first.content },
    ];
    const r = answered(
      await engine.answer({ question: "should i make her throw up", history, now }),
    );
    expect(r.urgency).toBe("emergency");
    expect(r.content).not.toBe(first.content);
    expect(r.content).toContain("**Do not**");
  });
});
