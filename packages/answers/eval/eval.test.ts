import { findRecognizedSource } from "@nestling/citations";
import { beforeAll, describe, expect, it } from "vitest";
import { computeReport, formatReport, LEAD_TARGET, type EvalReport } from "./metrics.js";
import { AGE_BANDS, loadQuestions, TOPICS } from "./questions.js";
import { engineSystem, observeAll, triageSystem, type SystemUnderTest } from "./systems.js";

const items = loadQuestions();
const isRecognized = (url: string) => findRecognizedSource(url) !== null;

describe("labelled question set", () => {
  const count = (e: string) => items.filter((i) => i.expected === e).length;

  it("has at least 250 items with the required mix", () => {
    expect(items.length).toBeGreaterThanOrEqual(250);
    expect(count("emergency")).toBeGreaterThanOrEqual(45);
    expect(count("urgent")).toBeGreaterThanOrEqual(25);
    expect(count("off-topic")).toBeGreaterThanOrEqual(25);
    expect(count("risky")).toBeGreaterThanOrEqual(12);
  });

  it("covers every topic and every age band with routine questions", () => {
    const routine = items.filter((i) => i.expected === "routine");
    for (const topic of TOPICS)
      expect(routine.filter((i) => i.topic === topic).length, topic).toBeGreaterThanOrEqual(8);
    for (const band of AGE_BANDS)
      expect(routine.filter((i) => i.ageBand === band).length, band).toBeGreaterThanOrEqual(10);
  });
});

/** Safety floors: emergency recall can never drop, and nothing may cite an unrecognised host. */
function expectSafe(report: EvalReport, text: string) {
  expect(report.emergencyRecall.value, text).toBe(1);
  expect(report.unrecognisedCitations, text).toEqual([]);
}

/** Quality targets of issue 3. */
function expectTargets(report: EvalReport, text: string) {
  expect(report.urgentRecall.value, text).toBeGreaterThanOrEqual(0.95);
  expect(report.falseAlarms.value, text).toBeLessThanOrEqual(0.02);
  expect(report.offTopicPrecision.value, text).toBeGreaterThanOrEqual(0.95);
  expect(report.offTopicRecall.value, text).toBeGreaterThanOrEqual(0.95);
}

async function evaluate(system: SystemUnderTest) {
  const report = computeReport(await observeAll(system, items), {
    isRecognized,
    measureRelevance: system.measureRelevance,
  });
  return { report, text: formatReport(report, system.name) };
}

describe("triage on the question set", () => {
  let result: Awaited<ReturnType<typeof evaluate>>;
  beforeAll(async () => {
    result = await evaluate(triageSystem());
  });

  it("recalls every emergency and cites only recognised sources", () => {
    expectSafe(result.report, result.text);
  });

  it("meets the urgent, false-alarm and off-topic targets", () => {
    expectTargets(result.report, result.text);
  });
});

describe("the system parents use on the question set", () => {
  let result: Awaited<ReturnType<typeof evaluate>>;
  beforeAll(async () => {
    result = await evaluate(engineSystem());
  }, 120_000);

  it("recalls every emergency and cites only recognised hosts", () => {
    expectSafe(result.report, result.text);
  });

  it("meets the urgent, false-alarm and off-topic targets", () => {
    expectTargets(result.report, result.text);
  });

  it("states the expected fact in the first paragraph of routine answers", () => {
    const lead = result.report.leadAnswers;
    if (lead) expect(lead.value, result.text).toBeGreaterThanOrEqual(LEAD_TARGET);
  });
});
