/**
 * A blind triage batch run through the engine in-process (no server), written in the shape of
 * eval/blind/run-batch.mjs so that eval/blind/score-triage.mjs can score it:
 *   npx tsx eval/blind-lead/run-batch-local.ts <batch.jsonl> <out.jsonl> [--lookalike]
 * With --lookalike, prints each lookalike item's question and first paragraph, to be judged.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createAnswerEngine } from "../../src/index.js";
import type { AnswerResult } from "../../src/types.js";
import { firstParagraph } from "../systems.js";

interface Item {
  id: string;
  kind: string;
  q: string;
  q2?: string;
}

const [batchPath, outPath, flag] = process.argv.slice(2) as [string, string, string?];
const items = readFileSync(batchPath, "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as Item);
const engine = createAnswerEngine({ llm: null });

/** One response in run-batch.mjs's shape: off-topic is a 400, as the API answers it. */
function shape(r: AnswerResult) {
  if (r.kind === "off-topic") return { status: 400, error: r.message };
  return { status: 200, urgency: r.urgency, content: r.content };
}
const text = (r: AnswerResult) => (r.kind === "off-topic" ? `[off-topic] ${r.message}` : r.content);

const out: unknown[] = [];
for (const item of items) {
  const r1 = await engine.answer({ question: item.q, history: [] });
  const row: Record<string, unknown> = { id: item.id, first: shape(r1) };
  if (item.q2) {
    const r2 = await engine.answer({
      question: item.q2,
      history: [
        { role: "user", content: item.q },
        { role: "assistant", content: text(r1) },
      ],
    });
    row.second = shape(r2);
  }
  out.push(row);
  if (flag === "--lookalike" && item.kind === "lookalike")
    console.log(
      `${item.id} [${r1.kind === "answer" ? r1.urgency : r1.kind}] ${item.q}\n    ${firstParagraph(text(r1)).slice(0, 300)}\n`,
    );
}
writeFileSync(outPath, out.map((r) => JSON.stringify(r)).join("\n") + "\n");
