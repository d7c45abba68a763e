import { atom, useSetAtom } from "jotai";
import { useEffect } from "react";
import { useParams } from "react-router";
import {
  ACTIVE_CONVERSATION,
  CONVERSATION_CHANGED,
  NEW_CONVERSATION,
  useWindowEvent,
  type ConversationId,
} from "./window-events";

/** The conversation the chat shows (client state: a route param or a temporary id, never server data). */
export const activeConversationIdAtom = atom<ConversationId | null>(null);

/** Parses the /chat/{conversationId} param: numbers stay numbers, temp_… ids stay strings. */
export function parseConversationId(raw: string | undefined): ConversationId | null {
  if (!raw) return null;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export function sameConversation(
  a: ConversationId | null | undefined,
  b: ConversationId | null | undefined,
): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/**
 * Keeps the active conversation in step with the address and the window events of
 * docs/behaviour.md §4. Mounted once, by the app shell.
 */
export function useActiveConversationSync(): void {
  const { conversationId } = useParams();
  const setActive = useSetAtom(activeConversationIdAtom);
  useEffect(() => {
    setActive(parseConversationId(conversationId));
  }, [conversationId, setActive]);
  useWindowEvent(CONVERSATION_CHANGED, (event) => setActive(event.detail.conversationId));
  useWindowEvent(ACTIVE_CONVERSATION, (event) => setActive(event.detail.conversationId));
  useWindowEvent(NEW_CONVERSATION, () => setActive(null));
}
