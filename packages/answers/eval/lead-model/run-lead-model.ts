/**
 * Own-paraphrase questions whose answer is a particular passage of one article (often beside a
 * neighbour on the same subject: how long contagious vs how long it lasts, bedtime vs hours of
 * sleep, dentist visit vs brushing). Prints the share whose first paragraph matches `expect`:
 *   npx tsx eval/lead-model/run-lead-model.ts [--show]
 */
import { readFileSync } from "node:fs";
import { createAnswerEngine } from "../../src/index.js";
import { firstParagraph } from "../systems.js";

const show = process.argv.includes("--show");
const path = new URL("./questions.jsonl", import.meta.url).pathname;
const items = readFileSync(path, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { q: string; expect: string });
const engine = createAnswerEngine({ llm: null });
let pass = 0;
for (const item of items) {
  const r = await engine.answer({ question: item.q, history: [] });
  const lead = firstParagraph(r.kind === "answer" ? r.content : "[off-topic]");
  const ok = new RegExp(item.expect, "i").test(lead);
  if (ok) pass++;
  if (show && !ok) console.log(`  miss: ${item.q}\n      got: ${lead.slice(0, 200)}`);
}
console.log(`lead-model questions: ${pass}/${items.length}`);
