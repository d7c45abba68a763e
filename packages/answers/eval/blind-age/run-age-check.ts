/**
 * The mechanical age check over answer batches with `age_months` (eval/blind/answers-*.jsonl at
 * the repo root):
 *   npx tsx eval/blind-age/run-age-check.ts <batch.jsonl>… [--show]
 * runs each item through the engine as a visitor (no profile; a second turn with the first as
 * history) and, for every turn whose child's age is known, checks:
 *   - read: the engine read the age the question states (or the first turn stated);
 *   - lead: the lead passage is for that age (its own ages cover it, or it names none and its
 *     article's range covers it);
 *   - first paragraph: it does not speak only of another age;
 *   - line: no "this is written for …" line about another age band;
 *   - rest: no supporting passage for another age among what applies now.
 * A "when" question is answered by the age something happens, usually one still ahead: there a
 * lead, first paragraph or supporting line for a later age is the answer, not another child's.
 * A turn honours the age when all hold. A turn with no reviewed answer (an honest gap) is counted
 * apart; an emergency or urgent card is checked on its text only.
 */
import { pct, readJsonl, secondTurnAge, type BlindItem } from "../blind-items.js";
import { createEngine } from "../../src/answer-engine.js";
import { retrieve } from "../../src/engine/retrieve.js";
import { ageRelation, type Passage } from "../../src/knowledge/passages.js";
import { loadKnowledge } from "../../src/knowledge/load-knowledge.js";
import { SearchIndex } from "../../src/retrieval/search-index.js";
import { triage } from "../../src/triage/index.js";
import type { AnswerResult, ChatTurn } from "../../src/types.js";
import { otherAgeOnly } from "../blind-lead/lead-check.js";
import { firstParagraph } from "../systems.js";

/** Whether the engine's age is the stated one: within a month, or a tenth of it for older children. */
function sameAge(got: number | null, want: number): boolean {
  if (got === null) return false;
  if (want < 1) return got < 1.5;
  return Math.abs(got - want) <= Math.max(1, 0.1 * want);
}

/** Whether a passage is for a child of this age: its own ages, else its article's range. */
function passageFor(p: Passage, age: number, timing: boolean): boolean {
  if (p.ages.length > 0)
    return timing ? ageRelation(p, age) !== "earlier" : ageRelation(p, age) === "now";
  return age >= p.entry.ageMin - 1 && age <= p.entry.ageMax + 1;
}

/** The line composition adds when the article is written for another age band. */
const OTHER_BAND_LINE = /this is written for|does not apply yet/i;

const knowledge = loadKnowledge();
const index = SearchIndex.build(knowledge.entries);
const deps = { triage, index, sources: knowledge.sources, llm: null };
const engine = createEngine(deps);
const text = (r: AnswerResult) => (r.kind === "off-topic" ? `[off-topic] ${r.message}` : r.content);

interface Tally {
  aged: number;
  honoured: number;
  read: number;
  lead: number;
  firstOther: number;
  line: number;
  rest: number;
  gaps: number;
  cards: number;
}
const emptyTally = (): Tally => ({
  aged: 0,
  honoured: 0,
  read: 0,
  lead: 0,
  firstOther: 0,
  line: 0,
  rest: 0,
  gaps: 0,
  cards: 0,
});

const args = process.argv.slice(2);
const show = args.includes("--show");
const total = emptyTally();

async function check(
  t: Tally,
  id: string,
  question: string,
  history: ChatTurn[],
  age: number,
): Promise<AnswerResult> {
  const r = await engine.answer({ question, history });
  const content = text(r);
  const triaged = triage(question, { history, babyAgeMonths: null });
  const retrieval = retrieve(deps, question, history, triaged, null);
  const why: string[] = [];
  t.aged++;
  const readOk = sameAge(retrieval.ageMonths, age);
  if (!readOk) why.push(`read ${retrieval.ageMonths?.toFixed(1) ?? "none"}`);
  else t.read++;
  if (OTHER_BAND_LINE.test(content)) {
    t.line++;
    why.push("other-band line");
  }
  const timing = retrieval.frame.intent === "timing";
  const first = firstParagraph(content);
  const firstOther = !timing && otherAgeOnly(first, age);
  if (firstOther) {
    t.firstOther++;
    why.push("first paragraph for another age");
  }
  const routine = r.kind === "answer" && r.meta.category === "routine";
  if (r.kind === "answer" && !routine) t.cards++;
  else if (routine && retrieval.plan === null) {
    t.gaps++;
    why.push("no reviewed answer");
  } else if (routine && retrieval.plan) {
    const { lead, support } = retrieval.plan;
    if (passageFor(lead, age, timing)) t.lead++;
    else
      why.push(
        `lead for ${lead.ages.length > 0 ? lead.ages.map((a) => `${a.min.toFixed(0)}-${a.max.toFixed(0)}`).join(",") : `${lead.entry.ageMin}-${lead.entry.ageMax}`} (${lead.entry.id}#${lead.index})`,
      );
    if (!timing && support.some((p) => p.ages.length > 0 && ageRelation(p, age) !== "now")) {
      t.rest++;
      why.push("support for another age");
    }
  }
  const leadOk = !why.some((w) => w.startsWith("lead for"));
  const honoured =
    readOk &&
    leadOk &&
    !OTHER_BAND_LINE.test(content) &&
    !firstOther &&
    !why.includes("no reviewed answer") &&
    !why.includes("support for another age");
  if (honoured) t.honoured++;
  if (show && !honoured)
    console.log(
      `  ${id} [${age} mo] ${why.join("; ")}\n      q: ${question.slice(0, 140)}\n      a: ${first.slice(0, 200)}`,
    );
  return r;
}

function print(name: string, t: Tally) {
  const routine = t.aged - t.cards - t.gaps;
  console.log(
    `${name}: age honoured ${pct(t.honoured, t.aged)}; read ${pct(t.read, t.aged)}; lead for the age ${pct(t.lead, routine)}; first paragraph for another age ${t.firstOther}; other-band lines ${t.line}; support for another age ${t.rest}; gaps ${t.gaps}; cards ${t.cards}`,
  );
}

for (const path of args.filter((a) => !a.startsWith("--"))) {
  const t = emptyTally();
  for (const item of readJsonl<BlindItem>(path)) {
    if (item.kind === "offtopic" || item.age_months == null) continue;
    const r1 = await check(t, item.id, item.q, [], item.age_months);
    const age2 = secondTurnAge(item);
    if (item.q2 && age2 !== null) {
      const history: ChatTurn[] = [
        { role: "user", content: item.q },
        { role: "assistant", content: text(r1) },
      ];
      await check(t, `${item.id}/2`, item.q2, history, age2);
    }
  }
  print(path.split("/").pop() ?? path, t);
  for (const k of Object.keys(t) as (keyof Tally)[]) total[k] += t[k];
}
print("all", total);
