// Prints what formatting a streamed answer costs in the browser: `createCitationStream` pushed
// token by token over a long answer, against `formatCitations` once over the whole text in the
// same run (the baseline). The stream formats finished paragraphs once and the paragraph being
// written again after each token, so its cost per token stays flat as the answer grows. Measures the built package
// (dist/), as installed; `pnpm bench` builds it first.
import { cpus, loadavg } from "node:os";
import type * as Citations from "../src/index.js";
import type { Source } from "../src/index.js";

// The path is built at run time so that type-checking does not need dist/ to exist.
const built = new URL(["..", "dist", "index.js"].join("/"), import.meta.url).href;
const { createCitationStream, formatCitations } = (await import(built)) as typeof Citations;

const sources: Source[] = Array.from({ length: 8 }, (_, i) => ({
  url: `https://www.nhs.uk/conditions/page-${i}/`,
  title: `Page ${i}`,
}));
const sentence = [
  "Most babies of this age sleep in stretches of two to four hours [1], ",
  "waking to feed at night; a steady bedtime routine helps [2][3]. ",
  "Put your baby down on their back in a clear cot [the NHS guide](https://www.nhs.uk/conditions/page-4/). ",
  "Call your doctor if feeds drop off or your baby is hard to wake [cdc].\n\n",
];

/** An answer of about `chars` characters, cut into model-sized tokens (a word or a bracket each). */
function tokens(chars: number): string[] {
  let text = "";
  for (let i = 0; text.length < chars; i++) text += sentence[i % sentence.length];
  return text.match(/\s*[^\s[\]()]+|\s*[[\]()]/g) ?? [];
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** CPU time of `fn` in ms, median of `runs` after a warm-up: a busy shared machine inflates it least. */
function cpuMs(fn: () => void, runs: number): number {
  fn();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const usage = process.cpuUsage();
    fn();
    const used = process.cpuUsage(usage);
    times.push((used.user + used.system) / 1000);
  }
  return median(times);
}

console.log(
  `citation stream benchmark (node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
);
for (const chars of [2_000, 8_000, 32_000]) {
  const pieces = tokens(chars);
  const whole = pieces.join("");
  const runs = chars > 10_000 ? 5 : 21;
  const streamed = cpuMs(() => {
    const stream = createCitationStream({ sources });
    for (const piece of pieces) stream.push(piece);
    stream.end();
  }, runs);
  const once = cpuMs(() => formatCitations(whole, { sources }), runs);
  // The stream must end where formatting once ends: the same answer, or the figures mean nothing.
  const stream = createCitationStream({ sources });
  for (const piece of pieces) stream.push(piece);
  if (stream.end().markdown !== formatCitations(whole, { sources }).markdown)
    throw new Error("the stream and formatCitations disagree");
  console.log(
    `${String(whole.length).padStart(6)} chars, ${String(pieces.length).padStart(5)} tokens: ` +
      `stream ${((streamed * 1000) / pieces.length).toFixed(1)} µs/token (${streamed.toFixed(2)} ms in all), ` +
      `formatCitations once ${once.toFixed(3)} ms, ratio ${(streamed / once).toFixed(0)}×`,
  );
}
