// Prints how long triage alone takes per message, and how long the built-in engine takes per
// question (triage + retrieval + composition, no model): p50 and p99 at the shipped knowledge-base size and with 50,000 synthetic entries made in
// memory from the real ones, plus the index build times. Targets: p99 ≤ 5 ms and ≤ 20 ms; build
// of the shipped index < 500 ms. Run: pnpm bench (npx tsx bench/engine.bench.ts).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/answer-engine.js";
import type { KnowledgeEntry } from "../src/knowledge/knowledge-entry.js";
import { loadKnowledge } from "../src/knowledge/load-knowledge.js";
import { SearchIndex } from "../src/retrieval/search-index.js";
import { triage } from "../src/triage/index.js";
import type { AnswerRequest } from "../src/types.js";

const SYNTHETIC = 50_000;
const ROUNDS = {
  shipped: Number(process.env.BENCH_ROUNDS ?? 4),
  synthetic: Number(process.env.BENCH_ROUNDS ?? 2),
};

/** The team's labelled questions when present, else a small built-in mix. */
function questions(): AnswerRequest[] {
  const file = fileURLToPath(new URL("../eval/questions.jsonl", import.meta.url));
  const texts = existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l.trim() !== "")
        .map((l) => (JSON.parse(l) as { question: string }).question)
    : [
        "how much formula for a 3 month old",
        "my baby isnt breathing",
        "4 month sleep regression help",
        "toddler tantrums every time we leave the park",
        "whats the best crypto to buy",
        "fever 104.5 in my 2 year old",
        "can i put cereal in the bottle",
      ];
  const baby = { name: "Mia", dateOfBirth: "2025-01-15" };
  const now = new Date("2025-06-10T09:00:00Z");
  return texts.map((question, i) => ({ question, now, ...(i % 2 === 0 ? { baby } : {}) }));
}

/** Variants of the real entries: shuffled bullets, mixed keywords, shifted ages, a few extra words. */
function syntheticEntries(real: readonly KnowledgeEntry[], count: number): KnowledgeEntry[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const vocabulary = [
    ...new Set(real.flatMap((e) => e.body.toLowerCase().match(/[a-z]{5,}/g) ?? [])),
  ];
  const out: KnowledgeEntry[] = [];
  for (let i = 0; i < count; i++) {
    const base = real[i % real.length] as KnowledgeEntry;
    const other = pick(real);
    const lines = base.body.split("\n");
    const bullets = lines.filter((l) => l.startsWith("- ")).sort(() => random() - 0.5);
    const lead = lines.find((l) => l.trim() !== "" && !l.startsWith("- ")) ?? "";
    const extra = Array.from({ length: 6 }, () => pick(vocabulary)).join(" ");
    const ageMin = Math.floor(random() * 30);
    out.push({
      ...base,
      id: `${base.id}-syn-${i}`,
      title: `${base.title} ${pick(vocabulary)}`,
      keywords: [...base.keywords.slice(0, 6), ...other.keywords.slice(0, 3), pick(vocabulary)],
      ageMin,
      ageMax: Math.min(36, ageMin + 1 + Math.floor(random() * 12)),
      body: [`${lead} ${extra}.`, "", ...bullets].join("\n"),
    });
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(
  label: string,
  entries: readonly KnowledgeEntry[],
  requests: readonly AnswerRequest[],
  rounds: number,
) {
  const started = performance.now();
  const index = SearchIndex.build(entries);
  const buildMs = performance.now() - started;
  const engine = createEngine({ triage, index, sources: knowledge.sources });
  for (const r of requests) await engine.answer(r); // warm-up: JIT, typo and term-count caches
  // Wall time per answer. (Process CPU time is no better a measure here: it also counts the
  // JIT compiler's and the garbage collector's background threads.) On a shared machine the tail
  // grows with the load average printed above.
  const wall: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const t = performance.now();
      await engine.answer(r);
      wall.push(performance.now() - t);
    }
  }
  wall.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(26)} entries ${String(entries.length).padStart(6)}  index build ${buildMs.toFixed(0).padStart(5)} ms  answers ${wall.length}  ` +
      `p50 ${ms(percentile(wall, 50))}  p99 ${ms(percentile(wall, 99))}  max ${ms(wall.at(-1) ?? 0)}`,
  );
  index.close();
}

/** Triage alone, per message: the safety pass that runs before everything else (target p99 ≤ 2 ms). */
function measureTriage(requests: readonly AnswerRequest[], rounds: number) {
  for (const r of requests) triage(r.question); // warm-up: compiled patterns, typo cache
  const wall: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const t = performance.now();
      triage(r.question);
      wall.push(performance.now() - t);
    }
  }
  wall.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${"triage alone".padEnd(26)} messages ${wall.length}  p50 ${ms(percentile(wall, 50))}  p99 ${ms(percentile(wall, 99))}  max ${ms(wall.at(-1) ?? 0)}`,
  );
}

const loadStarted = performance.now();
const knowledge = loadKnowledge();
console.log(
  `answer engine benchmark (node ${process.version}); knowledge files read and checked in ${(performance.now() - loadStarted).toFixed(0)} ms`,
);
console.log(
  `load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${(await import("node:os")).cpus().length} cores`,
);
const requests = questions();
measureTriage(requests, ROUNDS.shipped);
await measure("shipped knowledge base", knowledge.entries, requests, ROUNDS.shipped);
if (process.env.BENCH_SHIPPED_ONLY !== "1")
  await measure(
    "synthetic knowledge base",
    syntheticEntries(knowledge.entries, SYNTHETIC),
    requests,
    ROUNDS.synthetic,
  );
console.log(
  "targets: triage p99 ≤ 2 ms; answers p99 ≤ 5 ms (shipped), ≤ 20 ms (50,000 entries); shipped index build < 500 ms",
);
