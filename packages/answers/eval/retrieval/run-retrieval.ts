/**
 * `pnpm eval:retrieval`: does the engine answer from the right knowledge entry? The blind batches'
 * questions (A1, A2, A6, A7, AF, AF2, AF4 and AF5 for development; AF3 held out) each carry the entries that answer them,
 * labelled from the knowledge files (labels.jsonl: `expect`, and `expect2` for a second turn), or
 * "none" when the base has no entry for it (a gap), "offtopic", or "triage" (an emergency: not a
 * retrieval question; a risky request answered by triage's redirect alone is not counted either). Prints, per batch: top-1 entry accuracy of first turns, gap-detection
 * precision and recall, off-topic refusals and follow-up accuracy.
 *
 * `--misses` lists the development batches' misses (never the held-out batch's: it is measured,
 * not read). `--split dev|heldout` runs one split only.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createAnswerEngine } from "../../src/index.js";
import type { AnswerResult, ChatTurn } from "../../src/types.js";
import { firstParagraph } from "../systems.js";

interface Label {
  id: string;
  batch: string;
  split: "dev" | "heldout";
  q: string;
  expect: string[];
  q2?: string;
  expect2?: string[];
}

const labels = readFileSync(fileURLToPath(new URL("./labels.jsonl", import.meta.url)), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as Label);
const splitArg = process.argv.indexOf("--split");
const only = splitArg >= 0 ? process.argv[splitArg + 1] : null;
const showMisses = process.argv.includes("--misses");
const engine = createAnswerEngine({ llm: null });

const GAP = /no reviewed answer/i;

/** What the engine did with a question, in the labels' terms. */
function outcome(r: AnswerResult): string {
  if (r.kind === "off-topic") return "offtopic";
  if (r.urgency === "emergency") return "triage";
  // Triage's reviewed redirect for a risky request ("water for a 4 month old") with no article
  // under it answers the question without retrieval: not counted either way.
  if (r.meta.category === "risky" && r.meta.entryIds.length === 0) return "risky";
  if (GAP.test(firstParagraph(r.content))) return "none";
  return r.meta.entryIds[0] ?? "none";
}

interface Tally {
  top1: number;
  of: number;
  gapTp: number;
  gapPredicted: number;
  gapActual: number;
  offOk: number;
  offOf: number;
  refusedInScope: number;
  follow: number;
  followOf: number;
}
const empty = (): Tally => ({
  top1: 0,
  of: 0,
  gapTp: 0,
  gapPredicted: 0,
  gapActual: 0,
  offOk: 0,
  offOf: 0,
  refusedInScope: 0,
  follow: 0,
  followOf: 0,
});
const tallies = new Map<string, Tally>();
const misses: string[] = [];

function judge(
  t: Tally,
  expect: string[],
  got: string,
  id: string,
  split: string,
  q: string,
): boolean | null {
  if (expect.includes("triage") || got === "risky") return null;
  const ok = expect.includes(got);
  if (expect.includes("offtopic")) {
    t.offOf++;
    if (ok) t.offOk++;
  } else {
    if (got === "offtopic") t.refusedInScope++;
    // Gap detection counts the questions whose label is only a gap (positives) or only entries.
    const pureGap = expect.every((e) => e === "none");
    const pureEntry = !expect.includes("none");
    if (pureGap) t.gapActual++;
    if (got === "none" && (pureGap || pureEntry)) {
      t.gapPredicted++;
      if (pureGap) t.gapTp++;
    }
  }
  if (!ok && split === "dev")
    misses.push(`${id}  ${q}\n      got ${got}; want ${expect.join(" | ")}`);
  return ok;
}

for (const item of labels) {
  if (only && item.split !== only) continue;
  let t = tallies.get(item.batch);
  if (!t) tallies.set(item.batch, (t = empty()));
  const first = await engine.answer({ question: item.q });
  const got = outcome(first);
  const ok = judge(t, item.expect, got, item.id, item.split, item.q);
  if (ok !== null) {
    t.of++;
    if (ok) t.top1++;
  }
  if (item.q2 && item.expect2) {
    const history: ChatTurn[] = [
      { role: "user", content: item.q },
      {
        role: "assistant",
        content: first.kind === "off-topic" ? first.message : first.content,
      },
    ];
    const next = await engine.answer({ question: item.q2, history });
    const ok2 = judge(t, item.expect2, outcome(next), `${item.id}b`, item.split, `… ${item.q2}`);
    if (ok2 !== null) {
      t.followOf++;
      if (ok2) t.follow++;
    }
  }
}

const pct = (a: number, b: number) =>
  b === 0
    ? "   n/a      "
    : `${((100 * a) / b).toFixed(1).padStart(5)} % ${`(${a}/${b})`.padEnd(9)}`;
if (showMisses) console.log(misses.map((m) => `  miss ${m}`).join("\n"));
const total = empty();
const dev = empty();
console.log(
  "batch      top-1 entry          gap precision        gap recall           off-topic refused    follow-ups",
);
const row = (name: string, t: Tally) =>
  console.log(
    `${name.padEnd(10)} ${pct(t.top1, t.of)}  ${pct(t.gapTp, t.gapPredicted)}  ${pct(t.gapTp, t.gapActual)}  ${pct(t.offOk, t.offOf)}  ${pct(t.follow, t.followOf)}  (in-scope refused: ${t.refusedInScope})`,
  );
for (const [batch, t] of tallies) {
  row(batch, t);
  for (const k of Object.keys(t) as (keyof Tally)[]) {
    total[k] += t[k];
    if (batch !== "af3") dev[k] += t[k];
  }
}
if (!only || only === "dev") row("dev", dev);
