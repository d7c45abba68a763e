import type { ChatTurn } from "../types.js";

/** The last answer given in this conversation (to avoid repeating it word for word). */
export function lastAssistant(history: readonly ChatTurn[]): string | null {
  return [...history].reverse().find((t) => t.role === "assistant")?.content ?? null;
}
