// The answer engine as the router uses it: the `@nestling/answers` contract of the team brief.
// Declared here structurally until that package publishes its types; any engine that satisfies
// the contract (the real one, or a test's) can be passed in RouterDeps.
import type { Source, Urgency } from "@nestling/db";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface BabyContext {
  name?: string | null;
  dateOfBirth?: string | null;
}

export interface AnswerRequest {
  question: string;
  history?: ChatTurn[];
  baby?: BabyContext | null;
  personalize?: boolean;
  now?: Date;
}

export type AnswerResult =
  | {
      kind: "answer";
      content: string;
      sources: Source[];
      urgency: Urgency;
      meta: {
        engine: "built-in" | "llm";
        entryIds: string[];
        triageIds: string[];
        category: "emergency" | "urgent" | "routine" | "risky";
      };
    }
  | { kind: "off-topic"; message: string };

export interface AnswerEngine {
  answer(req: AnswerRequest): Promise<AnswerResult>;
}
