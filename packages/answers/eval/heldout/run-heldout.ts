/**
 * `pnpm eval:heldout`: the held-out set (eval/heldout/questions.jsonl), written before its answers
 * were seen and not used to tune the engine. Prints the share of leads that state the asked-for
 * fact, scope errors, honest gaps, wrong-age lines and sources per answer. `--show` prints answers;
 * `--file <path>` runs another set of the same format (paraphrase-entries.jsonl: new wordings of
 * common questions, each with the entry that should lead, `expectEntry`).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createAnswerEngine } from "../../src/index.js";
import type { AnswerResult, ChatTurn } from "../../src/types.js";
import { firstParagraph } from "../systems.js";

interface Item {
  id: string;
  q: string;
  age?: number;
  expectLead?: string;
  /** The knowledge entry the answer should lead with. */
  expectEntry?: string;
  expectKind?: "off-topic";
  forbid?: string;
  q2?: string;
  expectLead2?: string;
  forbid2?: string;
}

// `--file <path>` runs another set in the same format (a paraphrase check, say).
const fileArg = process.argv.indexOf("--file");
const file =
  fileArg >= 0 && process.argv[fileArg + 1]
    ? (process.argv[fileArg + 1] as string)
    : fileURLToPath(new URL("./questions.jsonl", import.meta.url));
const items = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as Item);
const show = process.argv.includes("--show");
const engine = createAnswerEngine({ llm: null });
const now = new Date("2026-11-23T12:00:00Z");

function babyOf(age: number | undefined) {
  if (age === undefined) return null;
  const born = new Date(now.getTime() - age * 30.44 * 86_400_000);
  return { name: "Sam", dateOfBirth: born.toISOString().slice(0, 10) };
}

const GAP = /no reviewed answer/i;
const tally = {
  entry: 0,
  entryOf: 0,
  lead: 0,
  leadOf: 0,
  refused: 0,
  inScope: 0,
  offOk: 0,
  offOf: 0,
  gaps: 0,
};
const second = { lead: 0, of: 0 };
let forbidden = 0;
let emergencies = 0;
const sourceCounts: number[] = [];
const misses: string[] = [];

function text(r: AnswerResult): string {
  return r.kind === "off-topic" ? `[off-topic] ${r.message}` : r.content;
}

function judge(id: string, r: AnswerResult, expect?: string, forbid?: string): boolean | null {
  if (r.kind === "answer") {
    sourceCounts.push(r.sources.length);
    if (r.urgency === "emergency") emergencies++;
    if (GAP.test(firstParagraph(r.content))) tally.gaps++;
    if (forbid && new RegExp(forbid, "i").test(r.content)) {
      forbidden++;
      misses.push(`${id} wrong-age line /${forbid}/`);
    }
  }
  if (!expect) return null;
  const lead = r.kind === "answer" ? firstParagraph(r.content) : "";
  const ok = r.kind === "answer" && new RegExp(expect, "i").test(lead);
  if (!ok) misses.push(`${id} lead misses /${expect}/: ${lead.slice(0, 150) || "[off-topic]"}`);
  return ok;
}

for (const item of items) {
  const baby = babyOf(item.age);
  const first = await engine.answer({ question: item.q, baby, now });
  if (show) console.log(`\n### ${item.id} ${item.q}\n${text(first)}`);
  if (item.expectKind === "off-topic") {
    tally.offOf++;
    if (first.kind === "off-topic") tally.offOk++;
    else misses.push(`${item.id} answered an off-topic question`);
    continue;
  }
  tally.inScope++;
  if (first.kind === "off-topic") {
    tally.refused++;
    misses.push(`${item.id} refused as off-topic`);
  }
  if (item.expectEntry) {
    tally.entryOf++;
    const led = first.kind === "answer" ? first.meta.entryIds[0] : undefined;
    if (led === item.expectEntry) tally.entry++;
    else misses.push(`${item.id} led with ${led ?? "[off-topic]"}, not ${item.expectEntry}`);
  }
  const ok = judge(item.id, first, item.expectLead, item.forbid);
  if (ok !== null) {
    tally.leadOf++;
    if (ok) tally.lead++;
  }
  if (item.q2) {
    const history: ChatTurn[] = [
      { role: "user", content: item.q },
      { role: "assistant", content: text(first) },
    ];
    const next = await engine.answer({ question: item.q2, history, baby, now });
    if (show) console.log(`\n### ${item.id}b ${item.q2}\n${text(next)}`);
    tally.inScope++;
    if (next.kind === "off-topic") {
      tally.refused++;
      misses.push(`${item.id}b refused as off-topic`);
    }
    const ok2 = judge(`${item.id}b`, next, item.expectLead2, item.forbid2);
    if (ok2 !== null) {
      second.of++;
      if (ok2) second.lead++;
    }
  }
}

const pct = (a: number, b: number) =>
  `${b === 0 ? "n/a" : ((100 * a) / b).toFixed(1)} % (${a}/${b})`;
const mean = sourceCounts.reduce((a, b) => a + b, 0) / Math.max(1, sourceCounts.length);
console.log(misses.map((m) => `  miss ${m}`).join("\n"));
console.log(`held-out set: ${items.length} items`);
console.log(`  first turn: lead from the expected entry   ${pct(tally.entry, tally.entryOf)}`);
console.log(`  first turn: lead states the asked-for fact  ${pct(tally.lead, tally.leadOf)}`);
console.log(`  second turn: lead answers the follow-up     ${pct(second.lead, second.of)}`);
console.log(`  in-scope questions refused as off-topic     ${pct(tally.refused, tally.inScope)}`);
console.log(`  off-topic questions refused                 ${pct(tally.offOk, tally.offOf)}`);
console.log(`  honest "no reviewed answer" replies         ${tally.gaps}`);
console.log(`  answers with a wrong-age line               ${forbidden}`);
console.log(`  routine questions answered as emergencies   ${emergencies}`);
console.log(`  sources per answer (mean)                   ${mean.toFixed(2)}`);
