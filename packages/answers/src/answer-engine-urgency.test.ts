import { describe, expect, it } from "vitest";
import {
  answered,
  engine,
  index,
  expectHonestCitations,
  kb,
  mia,
  now,
} from "../test/engine-fixture.js";
import { createEngine } from "./answer-engine.js";
import { HIGH_FEVER, NOT_BREATHING, scriptedTriage } from "../test/scripted-triage.js";

describe("answer engine: triage decides first", () => {
  it("puts the emergency action on the first line, then what to do while waiting, with no article content", async () => {
    const r = answered(
      await engine.answer({ question: "my baby is not breathing", baby: mia, now }),
    );
    const lines = r.content.split("\n");
    expect(lines[0]).toMatch(
      /^Call 911 now: a baby who is not breathing needs emergency help\. \[1\]\(https:\/\//,
    );
    expect(r.content).toContain("**While you wait**");
    for (const step of NOT_BREATHING.whileWaiting) expect(r.content).toContain(`- ${step}`);
    expect(r.content).not.toContain("When to call the doctor");
    expect(r).toMatchObject({
      urgency: "emergency",
      meta: {
        engine: "built-in",
        entryIds: [],
        triageIds: ["not-breathing"],
        category: "emergency",
      },
    });
    expect(r.sources.map((s) => s.url)).toEqual(NOT_BREATHING.sources);
    expectHonestCitations(r);
  });

  it("refuses off-topic questions with the message the web app recognises", async () => {
    const r = await engine.answer({ question: "what will the stock market do" });
    expect(r.kind).toBe("off-topic");
    expect(r.kind === "off-topic" && r.message).toContain(
      "I can only help with baby care and parenting questions",
    );
  });

  it("treats an empty question as off-topic", async () => {
    expect((await engine.answer({ question: "   " })).kind).toBe("off-topic");
  });

  it("gives the safe redirect for a risky request", async () => {
    const r = answered(
      await engine.answer({ question: "can i give benadryl to make him sleep", now }),
    );
    expect(r.content.split("\n")[0]).toMatch(
      /^Please don't give medicine to make a baby sleep.*\[1\]\(https:\/\/safetosleep\.nichd\.nih\.gov\/\)$/,
    );
    expect(r).toMatchObject({
      urgency: "routine",
      meta: { category: "risky", triageIds: ["sedating-to-sleep"], entryIds: [] },
    });
    expectHonestCitations(r);
  });

  it("follows a risky redirect with the article on the same subject, redirect first", async () => {
    const honey = createEngine({
      index,
      sources: kb.sources,
      triage: (q) => ({
        ...scriptedTriage(q),
        risky: {
          id: "honey-under-1",
          protocolId: "risky-honey-under-1",
          redirect: "Don't give honey to a baby under 12 months.",
          sources: [
            "https://www.cdc.gov/nutrition/InfantandToddlerNutrition/foods-and-drinks/foods-and-drinks-to-limit.html",
          ],
        },
      }),
    });
    const r = answered(await honey.answer({ question: "is honey safe for my 8 month old", now }));
    expect(r.content.split("\n")[0]).toMatch(
      /^Don't give honey to a baby under 12 months\. \[1\]\(/,
    );
    expect(r.meta).toMatchObject({
      category: "risky",
      triageIds: ["honey-under-1"],
      entryIds: ["feeding-honey-under-one"],
    });
    expectHonestCitations(r);
    // A loose match adds nothing under a safety message.
    const loose = answered(
      await honey.answer({
        question: "my aunt swears by it, she says it worked for all hers",
        now,
      }),
    );
    expect(loose.meta.entryIds).toEqual([]);
  });

  it("says to call the pediatrician now first for an urgent question, then the relevant article", async () => {
    const r = answered(
      await engine.answer({ question: "fever of 104.5 in my 2 year old what do i do", now }),
    );
    expect(r.content.split("\n")[0]).toMatch(
      /^Call your pediatrician now: a fever above 104 °F \(40 °C\) needs a doctor's advice today\. \[1\]\(/,
    );
    expect(r.content).toContain("**Until you speak to them**");
    expect(r.meta).toMatchObject({
      category: "urgent",
      triageIds: [HIGH_FEVER.id],
      engine: "built-in",
    });
    expect(r.meta.entryIds[0]).toMatch(/fever/);
    expect(r.urgency).toBe("urgent");
    expectHonestCitations(r);
  });
});
