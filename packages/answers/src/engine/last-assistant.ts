import type { ChatTurn } from "../types.js";

/** The last answer given in this conversation (to avoid repeating it word for word). */
export function lastAssistant(history: readonly ChatTurn[]): string | null {
  return [...history].reverse().find((t) => t.role === "assistant")?.content ?? null;
}

/**
 * Whether this exact answer was already given anywhere in the conversation: an emergency card is
 * never repeated word for word, even with other answers in between ("the bleeding stopped", then
 * "it's started again").
 */
export function saidBefore(history: readonly ChatTurn[], content: string): boolean {
  return history.some((t) => t.role === "assistant" && t.content === content);
}
