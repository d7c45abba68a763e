/**
 * The mechanical lead check over blind answer batches (eval/blind/answers-*.jsonl at the repo root):
 *   npx tsx eval/blind-lead/run-blind-leads.ts <batch.jsonl>… [--show]
 * runs each item through the engine as a visitor (no profile; a second turn with the first as
 * history) and prints, per batch, the share of first and second turns whose first paragraph
 * states the ideal lead's fact, the share that speak only of another age, and sources per answer.
 * With eval/retrieval/labels.jsonl beside it, a miss whose lead comes from an expected entry is
 * counted as the passage's fault ("right entry"), else as retrieval's.
 *   npx tsx eval/blind-lead/run-blind-leads.ts --calibrate <batch.jsonl> <run.jsonl> <grades.jsonl>
 * compares the check on a graded run's answers with the graders' lead Y/N.
 */
import {
  answerText,
  askSecondTurn,
  pct,
  readJsonl,
  secondTurnAge,
  type BlindItem,
} from "../blind-items.js";
import { createAnswerEngine } from "../../src/index.js";
import type { AnswerResult } from "../../src/types.js";
import { firstParagraph } from "../systems.js";
import { checkLead, otherAgeOnly } from "./lead-check.js";

const args = process.argv.slice(2);
const show = args.includes("--show");

if (args[0] === "--calibrate") {
  const [, batchPath, runPath, gradesPath] = args as [string, string, string, string];
  const items = new Map(readJsonl<BlindItem>(batchPath).map((i) => [i.id, i]));
  const grades = readJsonl<{ id: string; turn: number; lead: string }>(gradesPath);
  const runs = new Map(
    readJsonl<{ id: string; first: { content?: string }; second?: { content?: string } }>(
      runPath,
    ).map((r) => [r.id, r]),
  );
  const cells = { yy: 0, yn: 0, ny: 0, nn: 0 };
  for (const g of grades) {
    const item = items.get(g.id);
    const run = runs.get(g.id);
    const ideal = g.turn === 2 ? item?.lead2 : item?.lead;
    const content = g.turn === 2 ? run?.second?.content : run?.first.content;
    if (
      !item ||
      item.kind === "offtopic" ||
      !ideal ||
      !content ||
      (g.lead !== "Y" && g.lead !== "N")
    )
      continue;
    const q = g.turn === 2 ? (item.q2 ?? "") : item.q;
    const mine = checkLead(q, ideal, firstParagraph(content)).pass;
    const theirs = g.lead === "Y";
    cells[`${mine ? "y" : "n"}${theirs ? "y" : "n"}` as keyof typeof cells]++;
    if (show && mine !== theirs)
      console.log(
        `${g.id}/${g.turn} check ${mine ? "Y" : "N"} grader ${g.lead}: ${ideal}\n    ${firstParagraph(content).slice(0, 200)}`,
      );
  }
  const n = cells.yy + cells.yn + cells.ny + cells.nn;
  console.log(
    `agreement ${pct(cells.yy + cells.nn, n)}; check Y & grader Y ${cells.yy}, check Y & grader N ${cells.yn}, check N & grader Y ${cells.ny}, both N ${cells.nn}`,
  );
  process.exit(0);
}

const engine = createAnswerEngine({ llm: null });
const labels = new Map<string, string[]>();
try {
  const path = new URL("../retrieval/labels.jsonl", import.meta.url).pathname;
  for (const l of readJsonl<{ id: string; expect: string[]; expect2?: string[] }>(path)) {
    labels.set(l.id, l.expect);
    if (l.expect2) labels.set(`${l.id}/2`, l.expect2);
  }
} catch {
  // No labels: misses are not split by cause.
}
/** Whether the answer's lead entry is one the labels expect for this turn. */
const rightEntry = (id: string, r: AnswerResult) =>
  r.kind === "answer" && (labels.get(id) ?? []).includes(r.meta.entryIds[0] ?? "");
const text = answerText;
/** Counts of one batch (and of all batches together). */
const emptyTally = () => ({
  passageMiss: 0,
  first: 0,
  firstOf: 0,
  second: 0,
  secondOf: 0,
  otherAge: 0,
  aged: 0,
  sources: 0,
  answers: 0,
});
const total = emptyTally();
for (const path of args.filter((a) => !a.startsWith("--"))) {
  const t = emptyTally();
  for (const item of readJsonl<BlindItem>(path)) {
    if (item.kind === "offtopic" || !item.lead) continue;
    const r1 = await engine.answer({ question: item.q, history: [] });
    const p1 = firstParagraph(text(r1));
    const age = item.age_months ?? null;
    const c1 = checkLead(item.q, item.lead, p1);
    t.firstOf++;
    if (c1.pass) t.first++;
    if (r1.kind === "answer") {
      t.sources += r1.sources.length;
      t.answers++;
    }
    if (age !== null) {
      t.aged++;
      if (otherAgeOnly(p1, age)) t.otherAge++;
    }
    const right1 = rightEntry(item.id, r1);
    if (!c1.pass && right1) t.passageMiss++;
    if (show && !c1.pass)
      console.log(
        `  miss ${item.id}${right1 ? " (right entry)" : ""} [${c1.why}] ${item.q}\n      want: ${item.lead}\n      got:  ${p1.slice(0, 220)}`,
      );
    if (item.q2 && item.lead2) {
      const r2 = await askSecondTurn(engine, item.q, r1, item.q2);
      const p2 = firstParagraph(text(r2));
      const c2 = checkLead(item.q2, item.lead2, p2);
      t.secondOf++;
      if (c2.pass) t.second++;
      const age2 = secondTurnAge(item);
      if (age2 !== null) {
        t.aged++;
        if (otherAgeOnly(p2, age2)) t.otherAge++;
      }
      const right2 = rightEntry(`${item.id}/2`, r2);
      if (!c2.pass && right2) t.passageMiss++;
      if (show && !c2.pass)
        console.log(
          `  miss ${item.id}/2${right2 ? " (right entry)" : ""} [${c2.why}] ${item.q2}\n      want: ${item.lead2}\n      got:  ${p2.slice(0, 220)}`,
        );
    }
  }
  console.log(
    `${path.split("/").pop()}: lead ${pct(t.first, t.firstOf)}; 2nd turn ${pct(t.second, t.secondOf)}; other-age-only lead ${pct(t.otherAge, t.aged)}; sources/answer ${(t.sources / Math.max(1, t.answers)).toFixed(2)}; misses from the right entry ${t.passageMiss}`,
  );
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += t[k];
}
if (args.filter((a) => !a.startsWith("--")).length > 1)
  console.log(
    `all: lead ${pct(total.first, total.firstOf)}; 2nd turn ${pct(total.second, total.secondOf)}; other-age-only lead ${pct(total.otherAge, total.aged)}; sources/answer ${(total.sources / Math.max(1, total.answers)).toFixed(2)}; misses from the right entry ${total.passageMiss}`,
  );
