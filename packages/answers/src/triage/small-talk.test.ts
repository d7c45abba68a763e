import { describe, expect, it } from "vitest";
import { isSmallTalk, smallTalkKind } from "./small-talk.js";
import { triage } from "./triage.js";

describe("small talk", () => {
  it.each([
    "hi",
    "Hello!",
    "thanks so much!",
    "ok thank you",
    "thank you that really helps",
    "cheers x",
    "good morning",
  ])("keeps a greeting or thanks in scope, with nothing to triage: %j", (q) => {
    const r = triage(q);
    expect(r.scope).toBe("parenting");
    expect(r.urgency).toBe("routine");
    expect(r.matches).toEqual([]);
    expect(isSmallTalk(q)).toBe(true);
  });

  it.each([
    ["thanks!", "thanks"],
    ["ok thank you, that helped", "thanks"],
    ["cheers mate", "thanks"],
    ["goodnight", "goodbye"],
    ["ok bye", "goodbye"],
    ["hello", "greeting"],
    ["good morning", "greeting"],
  ] as const)("reads %j as %s", (text, kind) => {
    expect(smallTalkKind(text)).toBe(kind);
  });

  it.each([
    "thanks, and how much should she sleep at 6 months",
    "hi my baby has a rash",
    "ok so what about python",
  ])("is not small talk when a question comes with it: %j", (q) => {
    expect(isSmallTalk(q)).toBe(false);
  });
});
