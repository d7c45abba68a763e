// A parent's turns played in one conversation through the engine with the real triage, so that
// what a parent writes after an earlier answer is read as the product reads it.
import { createEngine } from "../src/answer-engine.js";
import { triage } from "../src/triage/index.js";
import type { AnswerResult, ChatTurn } from "../src/types.js";
import { index, kb, now } from "./engine-fixture.js";

export const realTriageEngine = createEngine({ triage, index, sources: kb.sources });

export const replyText = (r: AnswerResult) => (r.kind === "answer" ? r.content : r.message);

/** Plays the parent's turns in one conversation and returns every answer. */
export async function conversation(...turns: string[]): Promise<AnswerResult[]> {
  const history: ChatTurn[] = [];
  const out: AnswerResult[] = [];
  for (const question of turns) {
    const r = await realTriageEngine.answer({ question, history: [...history], now });
    out.push(r);
    history.push({ role: "user", content: question }, { role: "assistant", content: replyText(r) });
  }
  return out;
}
