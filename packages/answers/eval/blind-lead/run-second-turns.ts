/**
 * The second turns of blind answer batches only (eval/blind/answers-*.jsonl at the repo root):
 *   npx tsx eval/blind-lead/run-second-turns.ts <batch.jsonl>… [--show]
 * runs each two-turn item through the engine (the first answer as history) and prints, per batch,
 * the share of second turns whose first paragraph states the ideal lead's fact (as
 * run-blind-leads.ts checks it), the share that lead with what the first answer already said (a
 * repeat answers nothing new), the share led from the first answer's article, and where
 * eval/retrieval/labels.jsonl labels the second turn, the share led from an entry it expects.
 */
import { answerText, askSecondTurn, pct, readJsonl, type BlindItem } from "../blind-items.js";
import { createAnswerEngine } from "../../src/index.js";
import { firstParagraph } from "../systems.js";
import { checkLead } from "./lead-check.js";

const args = process.argv.slice(2);
const show = args.includes("--show");
const engine = createAnswerEngine({ llm: null });
const expected = new Map<string, string[]>();
for (const l of readJsonl<{ id: string; expect2?: string[] }>(
  new URL("../retrieval/labels.jsonl", import.meta.url).pathname,
))
  if (l.expect2) expected.set(l.id, l.expect2);
const text = answerText;

/** The lead sentence of a first paragraph, without a bold question heading. */
function leadSentence(paragraph: string): string {
  const body = paragraph.replace(/^[^?]{0,160}\?\s+/, "");
  return (body.split(/(?<=[.!])\s/)[0] ?? "").trim();
}

/** Whether a text already says a sentence (its first 50 characters, as written). */
const says = (text: string, sentence: string) =>
  sentence.length >= 30 && firstParagraph(text).includes(sentence.slice(0, 50));

const total = { pass: 0, repeat: 0, sameEntry: 0, of: 0, right: 0, labelled: 0 };
for (const path of args.filter((a) => !a.startsWith("--"))) {
  const t = { pass: 0, repeat: 0, sameEntry: 0, of: 0, right: 0, labelled: 0 };
  for (const item of readJsonl<BlindItem>(path)) {
    if (item.kind === "offtopic" || !item.q2 || !item.lead2) continue;
    const r1 = await engine.answer({ question: item.q, history: [] });
    const r2 = await askSecondTurn(engine, item.q, r1, item.q2);
    const p2 = firstParagraph(text(r2));
    const pass = checkLead(item.q2, item.lead2, p2).pass;
    const repeat = says(text(r1), leadSentence(p2));
    const sameEntry =
      r1.kind === "answer" &&
      r2.kind === "answer" &&
      r1.meta.entryIds[0] !== undefined &&
      r1.meta.entryIds[0] === r2.meta.entryIds[0];
    const want = expected.get(item.id);
    if (want) {
      t.labelled++;
      if (r2.kind === "answer" && want.includes(r2.meta.entryIds[0] ?? "")) t.right++;
    }
    t.of++;
    if (pass) t.pass++;
    if (repeat) t.repeat++;
    if (sameEntry) t.sameEntry++;
    if (show)
      console.log(
        `  ${pass ? "ok  " : "miss"}${repeat ? " REPEAT" : ""} ${item.id} ${item.q} || ${item.q2}\n      want: ${item.lead2}\n      got:  ${p2.slice(0, 220)}`,
      );
  }
  console.log(
    `${path.split("/").pop()}: 2nd turn lead ${pct(t.pass, t.of)}; repeats the first answer ${pct(t.repeat, t.of)}; same lead entry ${pct(t.sameEntry, t.of)}; expected entry ${pct(t.right, t.labelled)}`,
  );
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += t[k];
}
console.log(
  `all: 2nd turn lead ${pct(total.pass, total.of)}; repeats the first answer ${pct(total.repeat, total.of)}; same lead entry ${pct(total.sameEntry, total.of)}; expected entry ${pct(total.right, total.labelled)}`,
);
