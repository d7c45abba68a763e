import { useEffect, useRef } from "react";

/**
 * Window events of docs/behaviour.md §4 that let the sidebar, top bar and chat stay in step without
 * sharing component state: a history entry was opened, a new conversation was started, or some part
 * of the app made a conversation the active one.
 */
export const CONVERSATION_CHANGED = "conversation-changed";
export const NEW_CONVERSATION = "new-conversation";
export const ACTIVE_CONVERSATION = "active-conversation";

export type ConversationId = number | string;

export interface ConversationEventDetail {
  conversationId: ConversationId;
}

interface WindowEventMapExtra {
  [CONVERSATION_CHANGED]: CustomEvent<ConversationEventDetail>;
  [NEW_CONVERSATION]: CustomEvent<null>;
  [ACTIVE_CONVERSATION]: CustomEvent<ConversationEventDetail>;
}

export type AppWindowEvent = keyof WindowEventMapExtra;

export function announceConversationChanged(conversationId: ConversationId): void {
  window.dispatchEvent(new CustomEvent(CONVERSATION_CHANGED, { detail: { conversationId } }));
}

export function announceNewConversation(): void {
  window.dispatchEvent(new CustomEvent(NEW_CONVERSATION, { detail: null }));
}

export function announceActiveConversation(conversationId: ConversationId): void {
  window.dispatchEvent(new CustomEvent(ACTIVE_CONVERSATION, { detail: { conversationId } }));
}

/** Subscribes to one of the app's window events; returns the unsubscribe function. */
export function onWindowEvent<K extends AppWindowEvent>(
  name: K,
  handler: (event: WindowEventMapExtra[K]) => void,
): () => void {
  const listener = (event: Event) => handler(event as WindowEventMapExtra[K]);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** React form of onWindowEvent; the latest handler is always used without re-subscribing. */
export function useWindowEvent<K extends AppWindowEvent>(
  name: K,
  handler: (event: WindowEventMapExtra[K]) => void,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => onWindowEvent(name, (event) => handlerRef.current(event)), [name]);
}
