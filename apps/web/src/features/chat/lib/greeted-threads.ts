/**
 * Threads whose greeting was already shown in full on this page. When a refused question empties the
 * screen again, the greeting comes back at once instead of replaying word by word.
 */
const greeted = new Set<string>();

export function markGreeted(threadKey: string): void {
  greeted.add(threadKey);
}

export function wasGreeted(threadKey: string): boolean {
  return greeted.has(threadKey);
}

/** A fresh "New Baby Question" greets again. */
export function forgetGreeting(threadKey: string): void {
  greeted.delete(threadKey);
}
