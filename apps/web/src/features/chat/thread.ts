import type { QueryKey } from "@tanstack/react-query";

/**
 * Which conversation the chat shows: a saved one (`/chat/{id}`), an anonymous visitor's temporary
 * one, or a signed-in parent's not-yet-created one (`/`, created on the first send).
 */
export type Thread = { kind: "saved"; id: number } | { kind: "temp"; id: string } | { kind: "new" };

/** Cache keys for threads the server does not list; saved threads use the tRPC messages key. */
export function localThreadKey(thread: Exclude<Thread, { kind: "saved" }>): QueryKey {
  return thread.kind === "temp" ? ["chat-thread", "temp", thread.id] : ["chat-thread", "new"];
}

/** A stable string for comparing threads (reveal ownership, switching). */
export function threadId(thread: Thread): string {
  return thread.kind === "new" ? "new" : `${thread.kind}:${thread.id}`;
}

/** `/chat/{id}` → a saved thread; anything unparsable → null (the screen shows not-found handling). */
export function parseConversationParam(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
