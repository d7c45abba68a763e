// The engine with the shipped knowledge base and a scripted triage, shared by the engine's tests.
import { findRecognizedSource } from "@nestling/citations";
import { expect } from "vitest";
import { createEngine } from "../src/answer-engine.js";
import { loadKnowledge } from "../src/knowledge/load-knowledge.js";
import { SearchIndex } from "../src/retrieval/search-index.js";
import type { AnswerResult } from "../src/types.js";
import { scriptedTriage } from "./scripted-triage.js";

export const kb = loadKnowledge();
export const index = SearchIndex.build(kb.entries);
export const engine = createEngine({ triage: scriptedTriage, index, sources: kb.sources });
export const now = new Date("2025-06-01T12:00:00Z");
export const mia = { name: "Mia", dateOfBirth: "2025-01-25" }; // 4 months old on `now`

export function answered(result: AnswerResult) {
  if (result.kind !== "answer")
    throw new Error(`expected an answer, got ${JSON.stringify(result)}`);
  return result;
}

/** Every citation link in the text points at a listed source, and every source is recognised. */
export function expectHonestCitations(result: ReturnType<typeof answered>) {
  const links = [...result.content.matchAll(/\[(\d+)\]\(([^)\s]+)\)/g)];
  for (const [, n, url] of links) expect(result.sources[Number(n) - 1]?.url).toBe(url);
  for (const source of result.sources) {
    expect(findRecognizedSource(source.url), source.url).not.toBeNull();
    expect(kb.sources.has(source.url), source.url).toBe(true);
  }
}

/** The second turn of a conversation whose first turn the given engine answered itself. */
export async function secondTurnWith(
  answerer: { answer: typeof engine.answer },
  first: string,
  second: string,
) {
  const r1 = await answerer.answer({ question: first, now });
  const content = r1.kind === "answer" ? r1.content : r1.message;
  return answered(
    await answerer.answer({
      question: second,
      history: [
        { role: "user", content: first },
        { role: "assistant", content },
      ],
      now,
    }),
  );
}
