import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);
const level = (q: string) => triage(q).disposition;

// Our own paraphrases, US and UK.
describe("diarrhoea with blood and a fever → call now", () => {
  it.each([
    "my 3 year old has had the runs all day with blood in it and a temp of 38.8",
    "toddler has watery diarrhea with red streaks of blood, fever 101.5, still drinking ok",
    "18 month old, bloody mucusy poos 5 times today and she's burning up at 39",
    "my son (4) has loose stools with blood since last night and a fever",
  ])("%j → bloody-diarrhoea-with-fever", (q) => {
    expect(ids(q)).toContain("bloody-diarrhoea-with-fever");
    expect(level(q)).toBe("call-now");
  });

  it.each([
    "a streak of blood on his poo, he's constipated and it was a hard one",
    "my toddler has diarrhoea and a fever of 38.2, no blood",
  ])("blood without fever and diarrhoea, or no blood, stays as it was: %j", (q) => {
    expect(ids(q)).not.toContain("bloody-diarrhoea-with-fever");
  });
});

describe("mastitis with a fever or chills → call now", () => {
  it.each([
    "2 weeks after the birth, my right breast has a hot red painful lump and I've got a temp of 38.4",
    "breastfeeding, a hard red sore patch on my boob and I'm shivering with chills tonight",
    "my left breast is red, hot and swollen and I feel fluey and achy all over",
    "still breastfeeding, one boob has a red wedge and really hurts and I have a fever",
  ])("%j → mastitis-unwell", (q) => {
    expect(ids(q)).toContain("mastitis-unwell");
    expect(level(q)).toBe("call-now");
  });

  it("the same patch with no fever or chills stays a call today", () => {
    expect(
      level("breastfeeding and my right breast has a sore red hot lump, no fever, I feel ok"),
    ).toBe("call-24h");
  });
});
