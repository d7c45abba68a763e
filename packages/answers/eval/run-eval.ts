/**
 * `pnpm eval`: runs the labelled questions through the answer engine, then through triage alone,
 * and prints the figures and every miss.
 */
import { findRecognizedSource } from "@nestling/citations";
import { computeReport, formatReport } from "./metrics.js";
import { loadQuestions } from "./questions.js";
import { engineSystem, observeAll, triageSystem } from "./systems.js";

const items = loadQuestions();
const isRecognized = (url: string) => findRecognizedSource(url) !== null;

for (const system of [engineSystem(), triageSystem()]) {
  // A warm-up answer so one-off start-up work doesn't count as a question's latency.
  await system.observe(items[0]!);
  const observations = await observeAll(system, items);
  const report = computeReport(observations, {
    isRecognized,
    measureRelevance: system.measureRelevance,
  });
  console.log(formatReport(report, system.name));
  console.log();
}
