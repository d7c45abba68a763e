import type { Source } from "@nestling/citations";
import type { Disposition } from "./protocols/protocol.js";
import type { Region } from "./protocols/regions.js";
import type { AnswerEvent, PreparedAnswer } from "./llm/model-plan.js";

export type { AnswerEvent, Disposition, PreparedAnswer, Region, Source };

/** How soon a parent should act. Triage decides it; nothing downstream may lower it. */
export type Urgency = "emergency" | "urgent" | "routine";

/** One earlier message of the conversation. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** What the engine may know about the child (from the baby profile). */
export interface BabyContext {
  name?: string | null;
  /** ISO date. */
  dateOfBirth?: string | null;
}

export interface AnswerRequest {
  question: string;
  /** Earlier turns, oldest first, without the current question. */
  history?: ChatTurn[];
  baby?: BabyContext | null;
  /** Use the baby profile for the answer (default true, as the settings switch). */
  personalize?: boolean;
  now?: Date;
  /** Where the parent is: the emergency number and names in the answer (default "US"). */
  region?: Region;
}

export type AnswerCategory = "emergency" | "urgent" | "routine" | "risky";

export type AnswerResult =
  | {
      kind: "answer";
      content: string;
      sources: Source[];
      urgency: Urgency;
      /** The finer level (911, er, call-now, call-24h, home); `urgency` is its coarse group. */
      disposition: Disposition;
      meta: {
        engine: "built-in" | "llm";
        entryIds: string[];
        triageIds: string[];
        category: AnswerCategory;
      };
    }
  | { kind: "off-topic"; message: string };

export interface StreamAnswerOptions {
  /** Aborting it (the reader pressed Stop, or left) cancels the model call. */
  signal?: AbortSignal;
}

export interface AnswerEngine {
  answer(req: AnswerRequest): Promise<AnswerResult>;
  /** Triage, retrieval and the built-in answer, and the model's plan when a model writes it. */
  prepare?(req: AnswerRequest): Promise<PreparedAnswer>;
  /**
   * The same answer as events, the model's text as it arrives (see `AnswerEvent`). Triage runs
   * first: an emergency, a refusal or a built-in answer is one `answer` event, with no model call.
   */
  stream?(req: AnswerRequest, options?: StreamAnswerOptions): AsyncIterable<AnswerEvent>;
}

/** An OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp's server…). */
export interface LlmConfig {
  /** Base URL up to, not including, `/chat/completions`, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface EngineLogger {
  warn(o: object, msg: string): void;
  info?(o: object, msg: string): void;
}
