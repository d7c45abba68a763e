import { describe, expect, it } from "vitest";
import { triage } from "../src/triage/index.js";
import { loadQuestions } from "./questions.js";

/** A small seeded generator, so the misspelt questions are the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** One typing slip (dropped, swapped or wrong letter) in a word of 5+ letters, keeping the first letter. */
function slip(word: string, rnd: () => number): string {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return word;
  const i = 1 + Math.floor(rnd() * (word.length - 1));
  const kind = Math.floor(rnd() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1 && i < word.length - 1)
    return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return (
    word.slice(0, i) + "abcdefghijklmnopqrstuvwxyz"[Math.floor(rnd() * 26)] + word.slice(i + 1)
  );
}

// Every long word has a one-in-two chance of a slip: far more typos than most parents make.
function misspell(question: string, rnd: () => number): string {
  return question
    .split(" ")
    .map((w) => (rnd() < 0.5 ? slip(w, rnd) : w))
    .join(" ");
}

const items = loadQuestions();
const VARIANTS = 3;

function share(expected: string, ok: (urgency: string) => boolean): number {
  const rnd = random(20240601);
  let kept = 0;
  let total = 0;
  for (const item of items.filter((i) => i.expected === expected)) {
    for (let v = 0; v < VARIANTS; v++) {
      total++;
      if (ok(triage(misspell(item.question, rnd), { history: item.history }).urgency)) kept++;
    }
  }
  return kept / total;
}

// Thousands of misspelt questions per test: seconds of CPU, far more on a busy two-core machine.
const SLOW_MS = 60_000;

describe("triage with heavy typos", () => {
  it(
    "still recognises nearly every emergency",
    () => {
      expect(share("emergency", (u) => u === "emergency")).toBeGreaterThanOrEqual(0.95);
    },
    SLOW_MS,
  );

  it(
    "still recognises nearly every urgent question",
    () => {
      expect(share("urgent", (u) => u !== "routine")).toBeGreaterThanOrEqual(0.93);
    },
    SLOW_MS,
  );

  it(
    "does not turn misspelt routine questions into alarms",
    () => {
      expect(share("routine", (u) => u === "routine")).toBeGreaterThanOrEqual(0.99);
    },
    SLOW_MS,
  );
});
