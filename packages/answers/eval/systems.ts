import { performance } from "node:perf_hooks";
import { createAnswerEngine } from "../src/index.js";
import { triage } from "../src/triage/index.js";
import type { Category, Observation, Urgency } from "./metrics.js";
import type { EvalItem } from "./questions.js";

/** Something that answers the labelled questions: the whole engine, or triage alone. */
export interface SystemUnderTest {
  name: string;
  /** Whether answers carry knowledge entries and sources, so routine relevance can be measured. */
  measureRelevance: boolean;
  observe(item: EvalItem): Promise<Observation>;
}

/** What engine categories triage alone implies, mirroring the engine: emergency, then off-topic, risky, urgent. */
export function triageSystem(): SystemUnderTest {
  return {
    name: "triage only",
    measureRelevance: false,
    async observe(item) {
      const start = performance.now();
      const r = triage(item.question, { history: item.history });
      const latencyMs = performance.now() - start;
      const offTopic = r.scope === "off-topic" && r.urgency === "routine";
      const category: Category | null = offTopic
        ? null
        : r.urgency === "emergency"
          ? "emergency"
          : r.risky
            ? "risky"
            : r.urgency;
      return {
        item,
        offTopic,
        urgency: offTopic ? null : r.urgency,
        category,
        entryIds: [],
        sourceUrls: [...r.matches.flatMap((m) => m.sources), ...(r.risky?.sources ?? [])],
        lead: "",
        latencyMs,
      };
    },
  };
}

// The engine's public result, as far as the evaluation needs it (`AnswerResult` in src/types.ts).
type EngineAnswer =
  | {
      kind: "answer";
      content: string;
      urgency: Urgency;
      sources: { url: string }[];
      meta: { entryIds: string[]; category: Category };
    }
  | { kind: "off-topic"; message: string };
interface EngineLike {
  answer(req: {
    question: string;
    history?: { role: "user" | "assistant"; content: string }[];
  }): Promise<EngineAnswer>;
}

/** The answer engine parents use (createAnswerEngine, built-in, no LLM), imported directly. */
export function engineSystem(): SystemUnderTest {
  const engine: EngineLike = createAnswerEngine({ llm: null });
  return {
    name: "answer engine (built-in, no LLM)",
    measureRelevance: true,
    async observe(item) {
      const start = performance.now();
      const result = await engine.answer({ question: item.question, history: item.history });
      const latencyMs = performance.now() - start;
      if (result.kind === "off-topic") {
        return {
          item,
          offTopic: true,
          urgency: null,
          category: null,
          entryIds: [],
          sourceUrls: [],
          lead: "",
          latencyMs,
        };
      }
      return {
        item,
        offTopic: false,
        urgency: result.urgency,
        category: result.meta.category,
        entryIds: result.meta.entryIds,
        sourceUrls: result.sources.map((s) => s.url),
        lead: firstParagraph(result.content),
        latencyMs,
      };
    },
  };
}

/** Runs every item one after the other (latency is measured per answer). */
export async function observeAll(
  system: SystemUnderTest,
  items: readonly EvalItem[],
): Promise<Observation[]> {
  const out: Observation[] = [];
  for (const item of items) out.push(await system.observe(item));
  return out;
}

/** The first paragraph of an answer, with citation links reduced to their text. */
export function firstParagraph(markdown: string): string {
  const first = markdown.trim().split(/\n\s*\n/)[0] ?? "";
  return first.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\*\*/g, "");
}
