import { describe, expect, it } from "vitest";
import { computeReport, formatReport, percentile, type Observation } from "./metrics.js";
import type { EvalItem, Expected } from "./questions.js";

let n = 0;
function obs(
  expected: Expected,
  got: Partial<Observation> & { offTopic?: boolean },
  topic: EvalItem["topic"] = "health",
): Observation {
  n++;
  const item: EvalItem = {
    id: `xx-${String(n).padStart(3, "0")}`,
    question: `q${n}`,
    expected,
    topic,
    ageBand: null,
  };
  return {
    item,
    offTopic: false,
    urgency: "routine",
    category: "routine",
    entryIds: [],
    sourceUrls: [],
    lead: "",
    latencyMs: 1,
    ...got,
  };
}

const isRecognized = (url: string) => url.startsWith("https://www.cdc.gov/");

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });
});

describe("computeReport", () => {
  const observations = [
    obs("emergency", { urgency: "emergency", category: "emergency" }),
    obs("emergency", { urgency: "urgent", category: "urgent" }),
    obs("urgent", { urgency: "emergency", category: "emergency" }),
    obs("urgent", { urgency: "urgent", category: "urgent" }),
    obs("urgent", { urgency: "routine" }),
    obs("routine", {
      urgency: "routine",
      entryIds: ["health-fever"],
      sourceUrls: ["https://www.cdc.gov/x"],
    }),
    obs("routine", {
      urgency: "routine",
      entryIds: ["sleep-naps"],
      sourceUrls: ["https://www.cdc.gov/x"],
    }),
    obs("routine", {
      urgency: "urgent",
      category: "urgent",
      entryIds: ["health-x"],
      sourceUrls: ["https://evil.example/"],
    }),
    obs("routine", { offTopic: true, urgency: null, category: null }),
    obs("risky", { urgency: "routine", category: "risky" }),
    obs("risky", { urgency: "routine", category: "routine" }),
    obs("off-topic", { offTopic: true, urgency: null, category: null }),
    obs("off-topic", { urgency: "routine" }),
  ];
  const report = computeReport(observations, { isRecognized, measureRelevance: true });

  it("counts emergency recall strictly", () => {
    expect(report.emergencyRecall).toEqual({ hits: 1, total: 2, value: 0.5 });
  });

  it("counts an emergency answer to an urgent question as recalled", () => {
    expect(report.urgentRecall).toEqual({ hits: 2, total: 3, value: 2 / 3 });
  });

  it("counts routine questions answered as urgent or emergency as false alarms", () => {
    expect(report.falseAlarms).toEqual({ hits: 1, total: 4, value: 0.25 });
  });

  it("needs the expected topic folder and a recognised source for a relevant routine answer", () => {
    expect(report.routineRelevantCited).toEqual({ hits: 1, total: 4, value: 0.25 });
  });

  it("accepts an entry from one of the item's alternative folders, and only those", () => {
    const alternative = (entryIds: string[]): Observation => {
      const o = obs("routine", { entryIds, sourceUrls: ["https://www.cdc.gov/x"] }, "behaviour");
      return { ...o, item: { ...o.item, alsoTopics: ["sleep"] } };
    };
    const r = computeReport(
      [
        alternative(["sleep-training-methods"]),
        alternative(["behaviour-tantrums"]),
        alternative(["health-colic"]),
      ],
      {
        isRecognized,
        measureRelevance: true,
      },
    );
    expect(r.routineRelevantCited).toEqual({ hits: 2, total: 3, value: 2 / 3 });
    expect(r.misses.map((m) => m.got)).toEqual([
      "routine from health-colic; wanted behaviour or sleep",
    ]);
  });

  it("measures risky handling by the answer category", () => {
    expect(report.riskyHandled.hits).toBe(1);
  });

  it("measures off-topic precision and recall", () => {
    expect(report.offTopicPrecision).toEqual({ hits: 1, total: 2, value: 0.5 });
    expect(report.offTopicRecall).toEqual({ hits: 1, total: 2, value: 0.5 });
  });

  it("lists unrecognised citations and every miss", () => {
    expect(report.unrecognisedCitations).toEqual([
      { id: observations[7]!.item.id, url: "https://evil.example/" },
    ]);
    const metrics = report.misses.map((m) => m.metric);
    expect(metrics.filter((m) => m === "emergency recall")).toHaveLength(1);
    expect(metrics.filter((m) => m === "false alarm")).toHaveLength(1);
    expect(metrics.filter((m) => m === "off-topic precision")).toHaveLength(1);
    expect(metrics.filter((m) => m === "off-topic recall")).toHaveLength(1);
  });

  it("skips relevance without an engine and reports a perfect rate for an empty class", () => {
    const r = computeReport([obs("routine", {})], { isRecognized, measureRelevance: false });
    expect(r.routineRelevantCited).toBeNull();
    expect(r.emergencyRecall).toEqual({ hits: 0, total: 0, value: 1 });
  });

  it("formats figures and misses", () => {
    const text = formatReport(report, "test");
    expect(text).toContain("emergency recall            50.0 % (1/2)");
    expect(text).toContain("[false alarm]");
    expect(text).toContain("https://evil.example/");
  });

  it("counts routine answers whose first paragraph states the expected fact", () => {
    const routine = (lead: string, expectLead?: string): Observation => {
      const o = obs("routine", { lead });
      if (expectLead) o.item.expectLead = expectLead;
      return o;
    };
    const report = computeReport(
      [
        routine("About 4 to 5 ounces every 3 to 4 hours.", "\\d+ (to \\d+ )?ounces"),
        routine("Every baby is different.", "\\d+ (to \\d+ )?ounces"),
        routine("Anything at all."),
      ],
      { isRecognized: () => true, measureRelevance: true },
    );
    expect(report.leadAnswers).toEqual({ hits: 1, total: 2, value: 0.5 });
    expect(report.misses.filter((m) => m.metric === "lead answers")).toHaveLength(1);
    expect(
      computeReport([routine("x", "y")], { isRecognized: () => true, measureRelevance: false })
        .leadAnswers,
    ).toBeNull();
  });
});
