import { acceptedTopics, type EvalItem, type Expected } from "./questions.js";

export type Urgency = "emergency" | "urgent" | "routine";
export type Category = "emergency" | "urgent" | "routine" | "risky";

/** What the system under test did with one question. */
export interface Observation {
  item: EvalItem;
  /** True when the question was refused as off-topic. */
  offTopic: boolean;
  /** Urgency of the answer; null when refused. */
  urgency: Urgency | null;
  /** How the answer was built (meta.category); null when refused. */
  category: Category | null;
  /** Knowledge entries used (engine only). */
  entryIds: string[];
  /** Every URL the answer cites. */
  sourceUrls: string[];
  /** The answer's first paragraph (engine only; empty when refused or for triage alone). */
  lead: string;
  latencyMs: number;
}

export interface Rate {
  hits: number;
  total: number;
  /** hits / total; 1 when there is nothing to measure. */
  value: number;
}

export interface Miss {
  metric: string;
  id: string;
  question: string;
  expected: Expected;
  got: string;
}

export interface EvalReport {
  items: number;
  emergencyRecall: Rate;
  /** Urgent items answered as urgent or emergency. */
  urgentRecall: Rate;
  /** Routine items answered as urgent or emergency (lower is better). */
  falseAlarms: Rate;
  /** Routine items answered from an entry of the expected topic, citing a recognised source; null without an engine. */
  routineRelevantCited: Rate | null;
  riskyHandled: Rate;
  /** Routine items with an expectLead whose first paragraph states the expected fact; null without an engine. */
  leadAnswers: Rate | null;
  offTopicPrecision: Rate;
  offTopicRecall: Rate;
  latency: { medianMs: number; p99Ms: number };
  unrecognisedCitations: { id: string; url: string }[];
  misses: Miss[];
}

function rate(hits: number, total: number): Rate {
  return { hits, total, value: total === 0 ? 1 : hits / total };
}

/** Nearest-rank percentile of a list of numbers (p in 0–100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

function describe(o: Observation): string {
  if (o.offTopic) return "off-topic";
  return o.category && o.category !== o.urgency
    ? `${o.urgency} (${o.category})`
    : String(o.urgency);
}

export interface ReportOptions {
  /** Whether a URL belongs to a recognised source (@nestling/citations findRecognizedSource). */
  isRecognized(url: string): boolean;
  /** Measure routine relevance and citations (needs the engine's entries and sources). */
  measureRelevance: boolean;
}

export function computeReport(
  observations: readonly Observation[],
  options: ReportOptions,
): EvalReport {
  const misses: Miss[] = [];
  const miss = (metric: string, o: Observation) =>
    misses.push({
      metric,
      id: o.item.id,
      question: o.item.question,
      expected: o.item.expected,
      got: describe(o),
    });
  const of = (e: Expected) => observations.filter((o) => o.item.expected === e);

  const emergencies = of("emergency");
  const emergencyHits = emergencies.filter((o) => o.urgency === "emergency");
  for (const o of emergencies) if (o.urgency !== "emergency") miss("emergency recall", o);

  const urgent = of("urgent");
  const urgentHits = urgent.filter((o) => o.urgency === "urgent" || o.urgency === "emergency");
  for (const o of urgent) if (!urgentHits.includes(o)) miss("urgent recall", o);

  const routine = of("routine");
  const alarms = routine.filter((o) => o.urgency === "urgent" || o.urgency === "emergency");
  for (const o of alarms) miss("false alarm", o);

  let routineRelevantCited: Rate | null = null;
  if (options.measureRelevance) {
    const good = routine.filter(
      (o) =>
        !o.offTopic &&
        acceptedTopics(o.item).some((topic) =>
          o.entryIds.some((id) => id.startsWith(`${topic}-`)),
        ) &&
        o.sourceUrls.some((u) => options.isRecognized(u)),
    );
    for (const o of routine) {
      if (good.includes(o)) continue;
      const entries = o.entryIds.length ? o.entryIds.join(", ") : "no entry";
      misses.push({
        metric: "routine relevant and cited",
        id: o.item.id,
        question: o.item.question,
        expected: o.item.expected,
        got: `${describe(o)} from ${entries}; wanted ${acceptedTopics(o.item).join(" or ")}`,
      });
    }
    routineRelevantCited = rate(good.length, routine.length);
  }

  let leadAnswers: Rate | null = null;
  if (options.measureRelevance) {
    const checked = routine.filter((o) => o.item.expectLead !== undefined);
    const good = checked.filter(
      (o) => !o.offTopic && new RegExp(o.item.expectLead as string, "i").test(o.lead),
    );
    for (const o of checked) {
      if (good.includes(o)) continue;
      misses.push({
        metric: "lead answers",
        id: o.item.id,
        question: o.item.question,
        expected: o.item.expected,
        got: `lead without /${o.item.expectLead}/: ${o.lead.slice(0, 140)}`,
      });
    }
    leadAnswers = rate(good.length, checked.length);
  }

  const risky = of("risky");
  const riskyHits = risky.filter((o) => o.category === "risky");
  for (const o of risky) if (!riskyHits.includes(o)) miss("risky handled", o);

  const refused = observations.filter((o) => o.offTopic);
  const offTopic = of("off-topic");
  const correctRefusals = refused.filter((o) => o.item.expected === "off-topic");
  for (const o of refused) if (o.item.expected !== "off-topic") miss("off-topic precision", o);
  for (const o of offTopic) if (!o.offTopic) miss("off-topic recall", o);

  const unrecognisedCitations = observations.flatMap((o) =>
    o.sourceUrls.filter((u) => !options.isRecognized(u)).map((url) => ({ id: o.item.id, url })),
  );

  const latencies = observations.map((o) => o.latencyMs);
  return {
    items: observations.length,
    emergencyRecall: rate(emergencyHits.length, emergencies.length),
    urgentRecall: rate(urgentHits.length, urgent.length),
    falseAlarms: rate(alarms.length, routine.length),
    routineRelevantCited,
    riskyHandled: rate(riskyHits.length, risky.length),
    leadAnswers,
    offTopicPrecision: rate(correctRefusals.length, refused.length),
    offTopicRecall: rate(offTopic.filter((o) => o.offTopic).length, offTopic.length),
    latency: { medianMs: percentile(latencies, 50), p99Ms: percentile(latencies, 99) },
    unrecognisedCitations,
    misses,
  };
}

/**
 * The share of routine items with an expectLead whose first paragraph must state the expected
 * fact; eval.test.ts fails below it.
 */
export const LEAD_TARGET = 0.8;

const pct = (r: Rate) => `${(r.value * 100).toFixed(1)} % (${r.hits}/${r.total})`;

/** The report as text: figures first, then every miss. */
export function formatReport(report: EvalReport, title: string): string {
  const lines = [
    `${title} — ${report.items} questions`,
    `  emergency recall            ${pct(report.emergencyRecall)}   target 100 %`,
    `  urgent recall               ${pct(report.urgentRecall)}   target ≥ 95 %`,
    `  false alarms on routine     ${pct(report.falseAlarms)}   target ≤ 2 %`,
    `  routine relevant and cited  ${report.routineRelevantCited ? pct(report.routineRelevantCited) : "n/a (triage only)"}   target ≥ 95 %`,
    `  lead answers the question   ${report.leadAnswers ? pct(report.leadAnswers) : "n/a (triage only)"}   target ≥ ${(LEAD_TARGET * 100).toFixed(0)} %`,
    `  risky handled               ${pct(report.riskyHandled)}`,
    `  off-topic precision         ${pct(report.offTopicPrecision)}   target ≥ 95 %`,
    `  off-topic recall            ${pct(report.offTopicRecall)}   target ≥ 95 %`,
    `  latency                     median ${report.latency.medianMs.toFixed(2)} ms, p99 ${report.latency.p99Ms.toFixed(2)} ms`,
    `  unrecognised citations      ${report.unrecognisedCitations.length}`,
  ];
  for (const c of report.unrecognisedCitations) lines.push(`    ${c.id}: ${c.url}`);
  lines.push(report.misses.length === 0 ? "  misses: none" : `  misses (${report.misses.length}):`);
  for (const m of report.misses)
    lines.push(`    [${m.metric}] ${m.id} expected ${m.expected}, got ${m.got}: ${m.question}`);
  return lines.join("\n");
}
