/**
 * Answers given in this page's lifetime. They have no rating yet, so their thumbs need not ask the
 * server (which answers 404, "no feedback", and the browser logs it as an error).
 */
const fresh = new Set<number>();

export function markFreshAnswer(messageId: number): void {
  fresh.add(messageId);
}

export function isFreshAnswer(messageId: number): boolean {
  return fresh.has(messageId);
}
