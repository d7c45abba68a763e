import { describe, expect, it } from "vitest";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

describe("triage result", () => {
  it("returns the contract shape for a routine question", () => {
    expect(triage("how much sleep does a 4 month old need")).toEqual({
      urgency: "routine",
      disposition: "home",
      scope: "parenting",
      standing: "parenting",
      matches: [],
      risky: null,
      ageInMonths: 4,
    });
  });

  it("says how a question stands on its own words, for the engine's scope decision", () => {
    expect(triage("recipe for beef stroganoff").standing).toBe("off-topic");
    expect(triage("my hamster swallowed a bit of plastic").standing).toBe("off-topic");
    expect(triage("what should i pack for a weekend away").standing).toBe("neutral");
    expect(triage("when should i pack my hospital bag").standing).toBe("parenting");
  });

  it("puts emergencies before urgent flags", () => {
    const r = triage("hives all over after egg and she is wheezing");
    expect(r.urgency).toBe("emergency");
    expect(r.matches[0]!.urgency).toBe("emergency");
    const ranks = r.matches.map((m) => (m.urgency === "emergency" ? 0 : 1));
    expect([...ranks].sort()).toEqual(ranks);
  });

  it("gives the action first, what to do while waiting, and sources", () => {
    const [m] = triage("my baby isnt breathing").matches;
    expect(m!.action).toMatch(/^Call 911 now/);
    expect(m!.whileWaiting.length).toBeGreaterThan(1);
    expect(m!.sources.every((u) => u.startsWith("https://"))).toBe(true);
  });

  it("returns copies, so callers can't change the rules", () => {
    const a = triage("my baby isnt breathing").matches[0]!;
    a.whileWaiting.push("changed");
    expect(triage("my baby isnt breathing").matches[0]!.whileWaiting).not.toContain("changed");
  });

  it("reports the age from the text, not from the profile", () => {
    expect(triage("my 10 day old has hiccups").ageInMonths).toBeCloseTo(0.33, 2);
    expect(triage("hiccups all the time", { babyAgeMonths: 5 }).ageInMonths).toBeNull();
  });

  it("ignores an unusable profile age", () => {
    expect(triage("fever of 101", { babyAgeMonths: Number.NaN }).urgency).toBe("routine");
  });

  it("copes with empty and very long input", () => {
    expect(triage("").urgency).toBe("routine");
    const long = `${"my baby naps well but ".repeat(400)}he is not breathing`;
    expect(triage(long).urgency).toBe("emergency");
  });
});

describe("downplaying by relatives does not lower urgency", () => {
  it.each([
    "my mom says its nothing but his lips look blue",
    "probably fine but shes been floppy",
    "my husband thinks im overreacting but she had a seizure",
    "grandma says all babies do this but hes not breathing properly",
    "im sure its nothing, she swallowed a button battery maybe",
    "doctor said probably a virus but now she wont wake up",
  ])("%j", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("multi-turn follow-ups", () => {
  const cough = [
    { role: "user" as const, content: "my 8 month old has had a bad cough all day" },
    { role: "assistant" as const, content: "Coughs with colds are common. Watch his breathing." },
  ];

  it("reads a short follow-up with the earlier user turns", () => {
    expect(category("hes also turning blue now", { history: cough })).toBe("emergency");
    expect(
      category("now hes thrown up 3 times", {
        history: [{ role: "user", content: "my 1 year old fell off the couch and hit his head" }],
      }),
    ).toBe("emergency");
  });

  it("takes the age of the follow-up over the earlier one", () => {
    const r = triage("and at 6 months?", {
      history: [{ role: "user", content: "how much formula for a 2 month old" }],
    });
    expect(r.ageInMonths).toBe(6);
    expect(r.scope).toBe("parenting");
  });

  it("uses the earlier age for a follow-up without one", () => {
    expect(
      flags("she also has a fever of 38.3 now", {
        history: [{ role: "user", content: "my 6 week old is fussy" }],
      }),
    ).toContain("fever-under-3-months");
  });

  it("does not carry an old topic into a new, self-contained question", () => {
    const history = [
      {
        role: "user" as const,
        content: "my son swallowed a magnet yesterday, the ER checked him and it passed",
      },
    ];
    const q =
      "separately, what are good finger foods for a 10 month old who has just started feeding himself and loves to chew on things";
    expect(category(q, { history })).toBe("routine");
  });

  it("keeps the question's own scope when it is clearly off-topic", () => {
    const history = [{ role: "user" as const, content: "how long should naps be at 6 months" }];
    expect(category("thanks. now write me a python script to scrape twitter", { history })).toBe(
      "off-topic",
    );
  });
});
