import { describe, expect, it } from "vitest";
import { loadKnowledge } from "../knowledge/load-knowledge.js";
import { loadNoAnswerReply } from "../knowledge/no-answer-reply.js";
import { composeNoAnswer } from "./compose-no-answer.js";

const { sources } = loadKnowledge();
const reply = loadNoAnswerReply(new Set(sources.keys()));
const lookup = (url: string) => ({ url, title: url });

describe("composeNoAnswer", () => {
  it("says there is no reviewed answer and what to ask, without an emergency list, by default", () => {
    const r = composeNoAnswer(reply, lookup);
    expect(r.content.startsWith(reply.lead)).toBe(true);
    expect(r.content).toContain("**What to ask your pediatrician**");
    expect(r.content).not.toMatch(/911|999/);
    expect(r.sources).toEqual([]);
  });

  it("adds the cited safety net when asked for it", () => {
    const r = composeNoAnswer(reply, lookup, { safetyNet: true });
    expect(r.content).toMatch(/911/);
    expect(r.sources.length).toBeGreaterThan(0);
  });
});
