import { atom } from "jotai";
import { atomWithLazy } from "jotai/utils";
import { currentTempConversationId } from "./lib/temp-conversation-id";
import type { Thread } from "./thread";
import type { ChatMessage } from "./types";

/** The text in the input bar (typed, spoken or restored after a failed send). */
export const draftAtom = atom("");

/** The anonymous visitor's temporary conversation id, read from the tab's session on first use. */
export const tempConversationIdAtom = atomWithLazy(currentTempConversationId);

/** An answer being revealed word by word, the thread it belongs to, and the timer driving it. */
export interface Reveal {
  thread: Thread;
  message: ChatMessage;
  /** Words shown so far, out of `total`. */
  shown: number;
  total: number;
  timer: ReturnType<typeof setInterval>;
}
export const revealAtom = atom<Reveal | null>(null);

/** An answer arriving from the model: the thread, the text so far (as a message), and Stop. */
export interface Streaming {
  thread: Thread;
  message: ChatMessage;
  stop: () => void;
}
export const streamingAtom = atom<Streaming | null>(null);

/** Plain text of the last fully revealed answer, for the polite live region. */
export const announcementAtom = atom("");

/** The thread (see `threadId`) whose question is on its way, including creating its conversation; else null. */
export const sendingAtom = atom<string | null>(null);

/**
 * The thread on screen (see `threadId`). A send that fails after the parent moved elsewhere must
 * not pull them back; callbacks outlive the screen that started them, so they read this atom.
 */
export const shownThreadAtom = atom<string | null>(null);

/**
 * A thread the chat moves to as the same chat continuing, not a switch (the input keeps its text):
 * back to a new chat after the conversation made for a refused first question was removed.
 */
export const continuedThreadAtom = atom<string | null>(null);
