/**
 * Prints, for the routine items of blind answer batches, the question, the lead entry and the
 * engine's first paragraph, so that leads can be read and judged before and after a change:
 *   npx tsx eval/blind-lead/print-leads.ts <batch.jsonl>… > leads.txt
 * (diff two such files to see which leads a change moved).
 */
import { readJsonl, type BlindItem } from "../blind-items.js";
import { createAnswerEngine } from "../../src/index.js";
import { firstParagraph } from "../systems.js";

const engine = createAnswerEngine({ llm: null });
for (const path of process.argv.slice(2)) {
  for (const item of readJsonl<BlindItem>(path)) {
    if (item.kind !== "routine") continue;
    const r = await engine.answer({ question: item.q, history: [] });
    const lead = r.kind === "answer" ? (r.meta.entryIds[0] ?? "-") : r.kind;
    const text = r.kind === "off-topic" ? `[off-topic] ${r.message}` : r.content;
    const related = /\n\*\*Related/i.test(text) || /Related:/i.test(text) ? " +related" : "";
    console.log(
      `${item.id} ${item.q}\n    [${lead}${related}] ${firstParagraph(text).slice(0, 300)}\n`,
    );
  }
}
