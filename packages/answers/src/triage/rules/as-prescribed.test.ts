import { describe, expect, it } from "vitest";
import { triage } from "../triage.js";

const ids = (q: string) => triage(q).matches.map((m) => m.id);

// A prescribed medicine taken as a course over days is a treatment: the fever that outlasts it is
// the call-today card, never the poisoning emergency; too much, someone else's or got into stays a
// poisoning (own paraphrases).
describe("a medicine taken as prescribed is not a poisoning", () => {
  it.each([
    "she has swallowed every dose of her amoxicillin for 3 days and is still burning up",
    "he's drunk all his doses of the antibiotic since monday like the doctor said, still 39.4",
    "took the medicine the GP prescribed for two days and her fever of 39 hasn't budged",
    "been giving him the penicillin three times a day for 3 days, he still has a high fever",
    "on day 3 of a course of co-amoxiclav and his temperature is still 39.2",
  ])("%j → the fever on antibiotics (urgent), no poisoning", (q) => {
    const r = triage(q);
    expect(r.urgency).toBe("urgent");
    expect(ids(q)).not.toContain("poisoning");
    expect(ids(q)).not.toContain("danger-dangerous-swallow");
  });

  it.each([
    "he got into the cupboard and drank his whole bottle of amoxicillin",
    "she swallowed a handful of her brother's prescribed tablets",
    "gave her a double dose of her prescribed antibiotic by mistake and now she's very sleepy",
    "he's been on his epilepsy tablets for 2 days and ate the whole packet",
  ])("too much, someone else's or got into stays a poisoning: %j", (q) => {
    expect(triage(q).urgency).toBe("emergency");
  });
});
