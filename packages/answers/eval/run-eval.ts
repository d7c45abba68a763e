/**
 * `pnpm eval`: runs the labelled questions through the answer engine (or triage alone while the
 * engine is not there yet) and prints the figures of issue 3 and every miss.
 */
import { findRecognizedSource } from "@nestling/citations";
import { computeReport, formatReport } from "./metrics.js";
import { loadQuestions } from "./questions.js";
import { loadEngineSystem, observeAll, triageSystem } from "./systems.js";

const items = loadQuestions();
const isRecognized = (url: string) => findRecognizedSource(url) !== null;

const engine = await loadEngineSystem();
for (const system of engine ? [engine, triageSystem()] : [triageSystem()]) {
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
if (!engine)
  console.log("src/index.ts (createAnswerEngine) is not there yet: evaluated triage alone.");
