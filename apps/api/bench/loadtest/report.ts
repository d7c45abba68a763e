// Figures from the samples: per phase throughput and p99, 5xx per instance.
import { percentile, type Kind, type Sample } from "./load.js";

export interface Phase {
  name: string;
  from: number;
  to: number;
}

export interface PhaseFigures {
  phase: string;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  chatP99: number;
  failedConnections: number;
  errors5xx: number;
}

const isChat = (kind: Kind) => kind === "anonymous chat" || kind === "signed-in chat";

export function phaseFigures(samples: Sample[], phases: Phase[]): PhaseFigures[] {
  return phases.map(({ name, from, to }) =>
    figures(
      name,
      samples.filter((s) => s.at >= from && s.at < to),
      (to - from) / 1000,
    ),
  );
}

/** A whole segment of `durationMs`: every request started in it, throughput over its length. */
export function segmentFigures(samples: Sample[], durationMs: number): PhaseFigures {
  return figures("", samples, durationMs / 1000);
}

function figures(name: string, inPhase: Sample[], seconds: number): PhaseFigures {
  const answered = inPhase.filter((s) => s.status !== 0);
  return {
    phase: name,
    seconds,
    requestsPerSecond: answered.length / seconds,
    p99: percentile(
      answered.map((s) => s.ms),
      99,
    ),
    chatP99: percentile(
      answered.filter((s) => isChat(s.kind)).map((s) => s.ms),
      99,
    ),
    failedConnections: inPhase.length - answered.length,
    errors5xx: inPhase.filter((s) => s.status >= 500).length,
    p50: percentile(
      answered.map((s) => s.ms),
      50,
    ),
  };
}

export function statusCounts(samples: Sample[], instance: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of samples.filter((sample) => sample.instance === instance)) {
    const key = s.status === 0 ? "no response" : String(s.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export const ms = (value: number) => (Number.isNaN(value) ? "—" : `${value.toFixed(1)} ms`);

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join("  ")).join("\n");
}
