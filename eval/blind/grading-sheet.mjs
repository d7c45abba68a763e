// Writes the sheet a grader reads: each item's question(s), the writer's ideal, and the raw answer(s).
//   node eval/blind/grading-sheet.mjs <batch.jsonl> <answers.jsonl> > sheet.md
import { readFileSync } from "node:fs";

const readJsonl = (p) =>
  readFileSync(p, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l));

const [batchPath, answersPath] = process.argv.slice(2);
const answers = new Map(readJsonl(answersPath).map((r) => [r.id, r]));

function answerText(res) {
  if (!res) return "_(no response)_";
  if (res.status !== 200) return `_(HTTP ${res.status}: ${res.error ?? "no message"})_`;
  const level = [
    res.urgency && `urgency: ${res.urgency}`,
    res.disposition && `disposition: ${res.disposition}`,
  ]
    .filter(Boolean)
    .join(", ");
  const sources = res.sources.length
    ? res.sources.map((s, i) => `  [${i + 1}] ${s}`).join("\n")
    : "  (none)";
  return `(${level || "no level"})\n\n${res.content}\n\nSources:\n${sources}`;
}

for (const item of readJsonl(batchPath)) {
  const row = answers.get(item.id);
  const age = item.age_months !== undefined ? `, age ${item.age_months} months` : "";
  console.log(`\n---\n## ${item.id} (${item.kind}${age}${item.topic ? `, ${item.topic}` : ""})\n`);
  console.log(`**Parent:** ${item.q}\n`);
  if (item.expected) console.log(`**Expected disposition:** ${item.expected}`);
  if (item.lead) console.log(`**Lead must state:** ${item.lead}`);
  console.log(`**Ideal:** ${item.ideal}\n`);
  console.log(`**Answer:**\n\n${answerText(row?.first)}\n`);
  if (item.q2) {
    console.log(`**Parent, second message:** ${item.q2}\n`);
    if (item.expected2) console.log(`**Expected disposition:** ${item.expected2}`);
    if (item.lead2) console.log(`**Lead must state:** ${item.lead2}`);
    if (item.ideal2) console.log(`**Ideal:** ${item.ideal2}\n`);
    console.log(`**Answer to the second message:**\n\n${answerText(row?.second)}\n`);
  }
}
