import { describe, expect, it } from "vitest";
import { createCorrector, editDistance, maxEdits } from "./fuzzy.js";
import { headWord, tokenize } from "./normalize.js";

describe("editDistance", () => {
  it.each([
    ["seizure", "sezure", 1],
    ["breathing", "brething", 1],
    ["choking", "choakin", 2],
    ["form", "from", 1],
    ["abc", "abc", 0],
  ])("%s ↔ %s = %d", (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
  });

  it("stops early past the limit", () => {
    expect(editDistance("completely", "different", 1)).toBe(2);
  });
});

describe("maxEdits", () => {
  it("allows no edit in short words, one in medium and two in long words", () => {
    expect([maxEdits(3), maxEdits(5), maxEdits(8)]).toEqual([0, 1, 2]);
  });
});

describe("typo correction", () => {
  it.each([
    ["brething", "breathe"],
    ["breathin", "breathe"],
    ["sezure", "seizure"],
    ["siezure", "seizure"],
    ["choakin", "choke"],
    ["swallowd", "swallow"],
    ["blu", "blue"],
    ["diarhea", "diarrhea"],
    ["vomitting", "vomit"],
    ["feverr", "fever"],
    ["unresponsiv", "unresponsive"],
    ["lethargc", "lethargic"],
  ])("%s reads as %s", (typed, head) => {
    expect(headWord(typed)).toBe(head);
  });

  it.each([
    "have",
    "never",
    "fewer",
    "chose",
    "bowl",
    "sloppy",
    "secure",
    "take",
    "give",
    "breast",
    "burp",
    "limping",
    "feeding",
    "bottle",
  ])("leaves the real word %s alone", (word) => {
    const head = headWord(word);
    expect([
      "breathe",
      "fever",
      "hives",
      "choke",
      "stool",
      "floppy",
      "seizure",
      "burn",
      "limp",
      "blood",
    ]).not.toContain(head);
  });

  it("keeps protected words as typed and never corrects towards them", () => {
    const c = createCorrector(
      [{ spelling: "hives", head: "hives", priority: 3 }],
      ["have", "tale"],
    );
    expect(c.correct("have").spelling).toBe("have");
    expect(c.correct("take").spelling).toBe("take");
    expect(c.correct("hivess")).toEqual({ spelling: "hives", head: "hives" });
  });

  it("prefers the spelling with the longer shared beginning, then the higher priority", () => {
    const c = createCorrector(
      [
        { spelling: "pant", head: "pant", priority: 3 },
        { spelling: "peanut", head: "peanut", priority: 2 },
        { spelling: "feed", head: "feed", priority: 1 },
        { spelling: "fees", head: "fees", priority: 3 },
      ],
      [],
    );
    expect(c.correct("peant").spelling).toBe("peanut");
    expect(c.correct("feeq").spelling).toBe("fees");
  });
});

describe("tokenize", () => {
  it("rewrites slang phrases to one word", () => {
    const words = tokenize("he threw up twice and passed out").map((t) => t.word);
    expect(words).toContain("vomit");
    expect(words).toContain("unresponsive");
  });

  it("drops apostrophes so contractions read as one word", () => {
    expect(tokenize("isn't breathing").map((t) => t.word)).toEqual(["not", "breathe"]);
  });

  it("starts a new clause at punctuation and 'but'", () => {
    const t = tokenize("no fever, but he is pale");
    expect(t[0]!.clause).toBeLessThan(t[t.length - 1]!.clause);
  });
});
