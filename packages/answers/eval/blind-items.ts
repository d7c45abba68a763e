/**
 * What the blind-batch scripts (blind-age, blind-lead) share: an item of an answer batch
 * (eval/blind/answers-*.jsonl at the repo root), reading JSON lines, a share as text, and the age
 * a second turn asks about, and asking a second turn after the first answer.
 */
import { readFileSync } from "node:fs";
import { agesIn } from "../src/knowledge/passages.js";
import type { AnswerEngine, AnswerResult } from "../src/types.js";

export interface BlindItem {
  id: string;
  kind: string;
  q: string;
  q2?: string;
  age_months?: number | null;
  lead?: string;
  lead2?: string;
}

export const readJsonl = <T>(path: string): T[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);

export const pct = (a: number, b: number) =>
  b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)} % (${a}/${b})`;

/** The age a second turn asks about ("and at 9 months?"), else the first turn's. */
export function secondTurnAge(item: BlindItem): number | null {
  const span = agesIn(item.q2 ?? "")[0];
  return span ? (span.point ?? (span.min + span.max) / 2) : (item.age_months ?? null);
}

/** A reply as the next turn's history holds it (a refusal marked as such). */
export const answerText = (r: AnswerResult) =>
  r.kind === "off-topic" ? `[off-topic] ${r.message}` : r.content;

/** The second message asked after the first question and its answer. */
export const askSecondTurn = (
  engine: AnswerEngine,
  first: string,
  r1: AnswerResult,
  second: string,
) =>
  engine.answer({
    question: second,
    history: [
      { role: "user", content: first },
      { role: "assistant", content: answerText(r1) },
    ],
  });
