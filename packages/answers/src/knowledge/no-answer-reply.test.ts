import { describe, expect, it } from "vitest";
import { loadKnowledge } from "./load-knowledge.js";
import { loadNoAnswerReply } from "./no-answer-reply.js";

describe("loadNoAnswerReply", () => {
  it("reads the shipped reply: a lead, a safety net citing verified pages, questions for the pediatrician", () => {
    const { sources } = loadKnowledge();
    const reply = loadNoAnswerReply(new Set(sources.keys()));
    expect(reply.lead).toMatch(/no reviewed answer/);
    expect(reply.sections.length).toBeGreaterThanOrEqual(2);
    const cited = reply.sections.flatMap((s) => s.items.flatMap((i) => i.sources));
    expect(cited.length).toBeGreaterThan(0);
    for (const url of cited) expect(sources.has(url), url).toBe(true);
  });

  it("refuses a reply whose sources are not verified", () => {
    expect(() => loadNoAnswerReply(new Set())).toThrow(/not a verified address/);
  });
});
