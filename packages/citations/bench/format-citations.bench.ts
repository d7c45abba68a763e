// Prints how long formatCitations takes on 1 MB of answer text holding 10,000 citations
// (links, bare tags and numeric markers), and on adversarial inputs of the same size.
// Target: well under 100 ms for the realistic case. It measures the built package (dist/), as
// installed; `pnpm bench` builds it first.
import { cpus, loadavg } from "node:os";
import type * as Citations from "../src/index.js";
import type { Source } from "../src/index.js";

// The path is built at run time so that type-checking does not need dist/ to exist.
const built = new URL(["..", "dist", "index.js"].join("/"), import.meta.url).href;
const { formatCitations } = (await import(built)) as typeof Citations;

const SIZE = 1_000_000;
const CITATIONS = 10_000;

const sources: Source[] = Array.from({ length: 20 }, (_, i) => ({
  url: `https://www.cdc.gov/page-${i}`,
  title: `Page ${i}`,
}));
const citationForms = [
  (i: number) => `[${(i % 20) + 1}]`,
  (i: number) => `[the guide](https://www.nhs.uk/conditions/page-${i % 500}/)`,
  () => "[cdc]",
  () => "[Mayo Clinic]",
  (i: number) => `[other](https://example.com/${i})`,
];
const words =
  "babies usually sleep between fourteen and seventeen hours a day in short stretches and `code` too".split(
    " ",
  );

function realisticText(): string {
  const perCitation = Math.floor(SIZE / CITATIONS);
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < SIZE; i++) {
    let sentence = "";
    while (sentence.length < perCitation - 60)
      sentence += `${words[(i + sentence.length) % words.length]} `;
    sentence += `${citationForms[i % citationForms.length]!(i)}.${i % 8 === 7 ? "\n\n" : " "}`;
    parts.push(sentence);
    length += sentence.length;
  }
  return parts.join("");
}

function time(label: string, text: string, runs = 15): void {
  formatCitations(text, { sources }); // warm-up
  // Wall time, and CPU time, which a busy shared machine inflates far less.
  const times: number[] = [];
  const cpu: number[] = [];
  let cited = 0;
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    cited = formatCitations(text, { sources }).sources.length;
    const used = process.cpuUsage(usage);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!.toFixed(1);
  console.log(
    `${label.padEnd(40)} ${(text.length / 1e6).toFixed(2)} MB  wall median ${median(times)} ms (min ${times[0]!.toFixed(1)})  cpu median ${median(cpu)} ms (min ${cpu[0]!.toFixed(1)})  ${cited} sources`,
  );
}

const realistic = realisticText();
const markers = (realistic.match(/\[/g) ?? []).length;
console.log(
  `formatCitations benchmark (node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores); realistic text has ${markers} bracketed citations/markers`,
);
time("realistic answer text, 10,000 citations", realistic);
time("nested brackets", "[".repeat(SIZE / 2) + "]".repeat(SIZE / 2), 5);
time("unclosed link destinations", "[a](https://x.example/(((".repeat(SIZE / 26), 5);
time(
  "backtick runs of many lengths",
  Array.from({ length: 30_000 }, (_, i) => `${"`".repeat((i % 40) + 1)} [cdc] `)
    .join("")
    .slice(0, SIZE),
  5,
);
time("only citations", "[cdc][1][nhs]".repeat(SIZE / 13), 5);
