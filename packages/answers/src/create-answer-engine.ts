import { createEngine } from "./answer-engine.js";
import { loadKnowledge, type SourceInfo } from "./knowledge/load-knowledge.js";
import { catalogue } from "./protocols/load-protocols.js";
import { SearchIndex } from "./retrieval/search-index.js";
import { triage } from "./triage/index.js";
import type { AnswerEngine, EngineLogger, LlmConfig } from "./types.js";

export interface AnswerEngineOptions {
  /** An OpenAI-compatible model to write answers from the retrieved passages; off when null. */
  llm?: LlmConfig | null;
  logger?: EngineLogger;
}

interface Shared {
  index: SearchIndex;
  sources: ReadonlyMap<string, SourceInfo>;
}

// The knowledge base and its index never change while the process runs: every engine shares one.
let shared: Shared | null = null;

function knowledgeIndex(logger: EngineLogger | undefined): Shared {
  if (shared) return shared;
  const started = performance.now();
  const knowledge = loadKnowledge();
  if (knowledge.problems.length > 0) {
    logger?.warn({ problems: knowledge.problems }, "knowledge base: invalid entries were left out");
  }
  const index = SearchIndex.build(knowledge.entries);
  // The triage protocols are read and checked now, not on the first question: a broken catalogue
  // stops start-up.
  const protocols = catalogue().protocols.length;
  logger?.info?.(
    { entries: index.size, protocols, ms: Math.round(performance.now() - started) },
    "answer engine: knowledge index built",
  );
  shared = { index, sources: knowledge.sources };
  return shared;
}

/**
 * The answer engine with the shipped knowledge base and triage rules. Triage runs first and
 * decides urgency; with `llm` set, routine and urgent answers are written by the model from the
 * retrieved passages, falling back to the built-in answer when the model fails.
 */
export function createAnswerEngine(options: AnswerEngineOptions = {}): Required<AnswerEngine> {
  const { index, sources } = knowledgeIndex(options.logger);
  return createEngine({
    triage,
    index,
    sources,
    llm: options.llm ?? null,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
