// What the chat router's tests share: the real answer engine wrapped so a test can see what the
// router asked it and make the next call fail (or return a result the database refuses), to check
// that nothing half-done is stored; everyday questions; a signed-in parent with a conversation.
import {
  createAnswerEngine,
  type AnswerEngine,
  type AnswerRequest,
  type AnswerResult,
} from "@nestling/answers";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createHarness, type Harness } from "./harness";

export class RecordingEngine implements AnswerEngine {
  readonly real = createAnswerEngine();
  requests: AnswerRequest[] = [];
  failNext: Error | null = null;
  nextResult: AnswerResult | null = null;
  /** Runs while the next answer is being computed (what other requests may do meanwhile). */
  duringNext: (() => Promise<void>) | null = null;

  async answer(req: AnswerRequest): Promise<AnswerResult> {
    this.requests.push(req);
    const failure = this.failNext;
    const override = this.nextResult;
    const during = this.duringNext;
    this.failNext = null;
    this.nextResult = null;
    this.duringNext = null;
    if (during) await during();
    if (failure) throw failure;
    if (override) return override;
    return this.real.answer(req);
  }
}

/** A harness over a RecordingEngine for the file's tests, reset before each test. */
export function useRecordingHarness(): { engine: RecordingEngine; harness: () => Harness } {
  const engine = new RecordingEngine();
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ engine });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    engine.requests = [];
    engine.failNext = null;
    engine.nextResult = null;
    engine.duringNext = null;
  });
  return { engine, harness: () => h };
}

export const FORMULA = "How much formula should my 2 month old drink?";
export const OFF_TOPIC = /I can only help with baby care and parenting questions/;
export const questions = [
  "How much formula should my 2 month old drink?",
  "When do babies start crawling?",
  "How do I cut my baby's nails safely?",
  "Is it normal for a newborn to sneeze a lot?",
  "How many naps does a 9 month old need?",
  "How do I burp my baby?",
  "How do I soothe a teething baby?",
  "How can I tell if my baby is getting enough breast milk?",
  "What is a safe room temperature for a sleeping baby?",
  "When do babies start walking?",
  "How often should I bathe my newborn?",
  "How do I know if my baby has a diaper rash?",
];

export async function signedInConversation(h: Harness) {
  const { http } = await h.signUp();
  const caller = await h.call(http());
  const conversation = await caller.conversations.create({});
  return { caller, conversation };
}
