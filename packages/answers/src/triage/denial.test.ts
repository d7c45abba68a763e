import { describe, expect, it } from "vitest";
import { buildFacts } from "./facts.js";
import { category, flags } from "./test-helpers.js";
import { triage } from "./triage.js";

const has = (text: string, pattern: string) => buildFacts(text, null).has(pattern);

describe("a sign the parent denies is absent, for every sign reader (denial.ts)", () => {
  it.each([
    ["he's fine, no drooling at all", "=drool|=drooling"],
    ["breathing ok, not fast", "breathe ~3 fast"],
    ["she isn't wheezing tonight", "wheeze"],
    ["a fever without a rash", "rash"],
    ["any drooling? no. eating fine", "=drool|=drooling"],
    ["no fever or rash, just grumpy", "rash"],
    ["there's no sign of any swelling", "swell"],
    ["blood in the nappy, not from her bum", "=bum"],
  ])("%j denies %s", (text, pattern) => {
    expect(has(text, pattern)).toBe(false);
  });

  it.each([
    // The pattern's own negation is the sign.
    ["he's not breathing", "not ~2 breathe"],
    // Inability of a normal function is a sign, and carries nothing away from the next sign.
    ["she can't breathe properly and is grunting", "breathe ~4 grunt"],
    ["isn't breathing right and grunting", "breathe ~4 grunt"],
    // "Hasn't stopped" keeps what goes on; "never been this floppy" compares.
    ["he hasn't stopped vomiting since lunch", "vomit"],
    ["she's never been this floppy", "floppy"],
    ["no fever but drooling a lot", "=drool|=drooling"],
    ["barely breathing", "breathe"],
  ])("%j still shows %s", (text, pattern) => {
    expect(has(text, pattern)).toBe(true);
  });

  it("reads denied words as context for an unless", () => {
    expect(buildFacts("no drooling", null).mentionsAny(["=drooling"])).toBe(true);
  });
});

describe("a swallowed coin in a well child is a call for an X-ray, not 911 (t10-066)", () => {
  it.each([
    "my 2 year old swallowed a penny, he's eating and playing, not drooling or gagging, does he need an xray",
    "swallowed a coin an hour ago, no drooling, no vomiting, breathing fine, 3yo",
    "think she swallowed a 10p coin, she isn't drooling and she isn't gagging, 18 months",
    "swallowed a coin. drooling? no. gagging? nope. 2 yrs, will it pass",
  ])("%j → call now, swallowed-object", (q) => {
    expect(category(q)).toBe("urgent");
    expect(flags(q)[0]).toBe("swallowed-object");
  });

  it.each([
    "swallowed a coin and now he's drooling and can't swallow his spit, 2 years",
    "my 3 year old swallowed a button battery, no drooling, seems totally fine",
    "swallowed a coin, gagging and keeps being sick, 20 months",
  ])("%j stays an emergency", (q) => {
    expect(category(q)).toBe("emergency");
  });
});

describe("breathing denied fast is not fast breathing (t10-056)", () => {
  it.each([
    "temp 38.5 for 2 days and coughing, breathing is fine not fast, 3 years",
    "cough and fever, no fast breathing or wheeze, 2yo",
    "she's coughing a lot, breathing isn't fast, 4 years old",
    "chesty cough 5 days, fast breathing? no. 18 months",
  ])("%j → no fast-breathing or wheezing flag", (q) => {
    expect(flags(q)).not.toContain("fast-breathing");
    expect(flags(q)).not.toContain("wheezing");
    expect(triage(q).urgency).not.toBe("emergency");
  });

  it.each([
    ["cough 3 days and now breathing fast, 2 yrs", "fast-breathing"],
    ["breathing really fast and his ribs are sucking in, 9 months", "struggling-to-breathe"],
    ["she isn't breathing properly and is grunting, 3 weeks", "struggling-to-breathe"],
  ])("%j still shows %s", (q, id) => {
    expect(flags(q)).toContain(id);
  });
});
