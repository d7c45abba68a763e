import { describe, expect, it } from "vitest";
import { loadKnowledge } from "../knowledge/load-knowledge.js";
import { sign } from "../protocols/load-protocols.js";
import { urgencyOf } from "../protocols/protocol.js";
import type { SearchHit } from "../retrieval/search-index.js";
import type { RedFlagMatch } from "../triage/index.js";
import { onCardSubject, urgentEntry } from "./urgent-entry.js";

const entries = new Map(loadKnowledge().entries.map((e) => [e.id, e]));
const entry = (id: string) => entries.get(id)!;
const match = (id: string) =>
  ({ ...sign(id), urgency: urgencyOf(sign(id).disposition) }) as RedFlagMatch;

describe("the article under an urgent card is on the card's subject", () => {
  it.each([
    ["health-urinary-tract-infection", "uti-signs"],
    ["health-croup", "stridor"],
    ["health-fever-when-to-call", "fever-lasting"],
    ["health-dehydration-signs", "dehydration"],
    ["health-ear-infection", "ear-pain"],
    ["parents-postpartum-depression", "postpartum-depression-signs"],
    ["health-kawasaki-disease", "kawasaki-signs"],
  ])("%s under %s", (id, signId) => {
    expect(onCardSubject(entry(id), match(signId))).toBe(true);
  });

  it.each([
    ["health-common-cold", "fever-lasting"],
    ["health-common-cold", "uti-signs"],
    ["health-fever-home-care", "ear-pain"],
    ["health-ear-infection", "dehydration"],
    // "hay fever" is not a fever, and sleep deprivation is not postpartum depression.
    ["health-hay-fever-allergies", "fever-lasting"],
    ["parents-sleep-deprivation", "postpartum-depression-signs"],
    ["health-viral-rash", "cold-with-complications"],
  ])("not %s under %s", (id, signId) => {
    expect(onCardSubject(entry(id), match(signId))).toBe(false);
  });

  it("takes the best retrieved article on the subject, else none", () => {
    const hit = (id: string): SearchHit => ({ entry: entry(id), score: 1, topicMatch: 0 });
    const fever = match("fever-lasting");
    expect(urgentEntry([hit("health-common-cold"), hit("health-fever-when-to-call")], fever)).toBe(
      entry("health-fever-when-to-call"),
    );
    expect(urgentEntry([hit("health-common-cold")], fever)).toBeNull();
  });
});
