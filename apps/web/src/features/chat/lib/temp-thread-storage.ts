import type { ChatMessage } from "../types";

/**
 * An anonymous visitor's messages, kept for the tab's session next to its temporary conversation id:
 * the server keeps that conversation's context, so after a reload the page shows the same exchange
 * instead of an empty chat that the assistant still remembers.
 */
const PREFIX = "nestling-temp-thread:";
const MAX_STORED = 100;

export function readTempThread(tempId: string): ChatMessage[] {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + tempId);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export function writeTempThread(tempId: string, messages: readonly ChatMessage[]): void {
  try {
    // Only saved messages (id > 0) are kept: an optimistic one may never reach the server.
    const saved = messages.filter((message) => message.id > 0).slice(-MAX_STORED);
    window.sessionStorage.setItem(PREFIX + tempId, JSON.stringify(saved));
  } catch {
    // Full or blocked storage: the chat still works, it just won't survive a reload.
  }
}
