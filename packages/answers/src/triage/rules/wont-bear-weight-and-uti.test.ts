import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);

// Our own paraphrases, US and UK.
describe("a walking child who suddenly won't stand on a leg, no fall seen → call now", () => {
  it.each([
    "my 18 month old won't stand on her left foot this morning, she just sits down when I put her on the floor",
    "3 year old suddenly stopped walking today and says his leg hurts, didn't fall",
    "toddler (20mo) refusing to bear weight on his right leg since nap, no injury we know of, no fever",
    "2.5yo screams when I stand her up, she'll only crawl today, no temp and nothing happened that I saw",
    "my son is 2, he woke up and won't put any weight on his leg, crawling everywhere instead",
  ])("%j → wont-bear-weight", (q) => {
    expect(ids(q)).toContain("wont-bear-weight");
    expect(triage(q).urgency).not.toBe("routine");
  });

  it.each([
    "my 10 month old won't stand yet, is that normal",
    "toddler refuses to walk and wants carrying everywhere, is this a phase",
    "my 7 month old won't put weight on her legs when I hold her up",
  ])("a milestone or a wish to be carried is not this: %j", (q) => {
    expect(ids(q)).not.toContain("wont-bear-weight");
  });
});

describe("stinging, frequent wees and a temperature → a urine infection, even in a trained child", () => {
  it.each([
    "my 4 year old keeps dashing to the loo and says it burns when she pees, temp 38.3, she's been potty trained since 2",
    "he's 3, fully toilet trained, but now needs a wee every ten minutes and cries that it stings",
    "my daughter (5) says weeing hurts and she's got a fever of 38.5, she's been dry for ages",
    "potty trained for a year but suddenly says it hurts when she does a wee and has a temperature",
  ])("%j → uti-signs", (q) => {
    expect(ids(q)).toContain("uti-signs");
  });

  it("a child afraid of the potty in training, with no fever or frequency, stays as it was", () => {
    expect(
      ids(
        "my 4 year old says it hurts when she wees and she's potty training, scared of the toilet",
      ),
    ).not.toContain("uti-signs");
  });
});
