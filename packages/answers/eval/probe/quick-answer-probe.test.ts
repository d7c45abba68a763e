import { describe, expect, it } from "vitest";
import { DISPOSITION_RANK, type Disposition } from "../../src/protocols/protocol.js";
import {
  loadExpectations,
  probeQuestion,
  quickAnswerQuestions,
  type ProbeResult,
} from "./quick-answer-probe.js";

const LEVELS = new Set(Object.keys(DISPOSITION_RANK));
const expectations = loadExpectations();
const byQuestion = new Map(expectations.map((e) => [e.question, e]));
const levelOf = (r: ProbeResult) => byQuestion.get(r.question)?.level ?? "home";
// Triage of every quick-answer question, once (about 3 s).
const results = quickAnswerQuestions().map(probeQuestion);

describe("quick-answer probe", () => {
  it("labels every reviewed question with a known level and a reason", () => {
    for (const e of expectations) expect(LEVELS.has(e.level), e.question).toBe(true);
    expect(new Set(expectations.map((e) => e.question)).size).toBe(expectations.length);
  });

  // A quick answer asks ABOUT something: unless reviewed as a report, it gets the information answer.
  it("does not escalate a quick-answer question reviewed (or by default) as home", () => {
    const alarmed = results
      .filter((r) => levelOf(r) === "home" && r.urgency !== "routine")
      .filter((r) => !byQuestion.get(r.question)?.open)
      .map((r) => `${r.disposition} ${r.signId}: ${r.question}`);
    expect(alarmed).toEqual([]);
  });

  it("marks open only the home questions that are still escalated", () => {
    const fixed = results
      .filter((r) => byQuestion.get(r.question)?.open && r.urgency === "routine")
      .map((r) => r.question);
    expect(fixed, "fixed: remove the open mark in expectations.tsv").toEqual([]);
  });

  // A question that reports danger now keeps at least its reviewed level.
  it("keeps each question reviewed as a report at its level or above", () => {
    const under = results
      .filter((r) => levelOf(r) !== "home")
      .filter(
        (r) =>
          DISPOSITION_RANK[r.disposition as Disposition] >
          DISPOSITION_RANK[levelOf(r) as Disposition],
      )
      .map((r) => `${r.disposition} < ${levelOf(r)}: ${r.question}`);
    expect(under).toEqual([]);
  });
});
