/**
 * `pnpm eval:probe`: runs every "Quick answers" question of the knowledge base through triage
 * (asked cold, as a first message) and prints the ones above routine, each with its reviewed
 * level from `expectations.tsv`:
 *   ok          at the reviewed level or above it (a report that rightly escalates)
 *   FALSE ALARM reviewed as home (a question ABOUT a symptom) but escalated; `open` when the
 *               file marks it as known and yet to be fixed
 *   UNREVIEWED  escalated and not in expectations.tsv: review it and add a line
 * and then any question reviewed with a level that triage now answers below it (UNDER-CALL).
 */
import { DISPOSITION_RANK, type Disposition } from "../../src/protocols/protocol.js";
import { loadExpectations, probeQuestion, quickAnswerQuestions } from "./quick-answer-probe.js";

const questions = quickAnswerQuestions();
const expected = new Map(loadExpectations().map((e) => [e.question, e]));
const results = questions.map(probeQuestion);
const escalated = results.filter((r) => r.urgency !== "routine");

const status = (disposition: string, level: string | undefined, open = false): string => {
  if (level === undefined) return "UNREVIEWED";
  if (level === "home") return open ? "open" : "FALSE ALARM";
  const below =
    DISPOSITION_RANK[disposition as Disposition] > DISPOSITION_RANK[level as Disposition];
  return below ? "UNDER-CALL" : "ok";
};

for (const r of escalated) {
  const e = expected.get(r.question);
  console.log(
    [
      status(r.disposition, e?.level, e?.open),
      r.disposition,
      r.signId,
      r.question,
      e?.level ?? "-",
    ].join("\t"),
  );
}
const under = results.filter((r) => {
  const e = expected.get(r.question);
  return e && e.level !== "home" && status(r.disposition, e.level) === "UNDER-CALL";
});
for (const r of under.filter((r) => r.urgency === "routine"))
  console.log(
    ["UNDER-CALL", r.disposition, "-", r.question, expected.get(r.question)!.level].join("\t"),
  );

const count = (s: string) =>
  escalated.filter((r) => {
    const e = expected.get(r.question);
    return status(r.disposition, e?.level, e?.open) === s;
  }).length;
console.log();
console.log(`${escalated.length} of ${questions.length} quick-answer questions above routine`);
console.log(
  `  reviewed as reports: ${count("ok")}, false alarms: ${count("FALSE ALARM") + count("open")} (${count("open")} marked open), unreviewed: ${count("UNREVIEWED")}, under-calls: ${under.length}`,
);
