import { useCallback, useMemo } from "react";
import { useStore } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { announcementAtom, revealAtom } from "../chat-atoms";
import { plainText } from "../lib/plain-text";
import { splitWords } from "../lib/reveal-words";
import type { Thread } from "../thread";
import type { ChatMessage } from "../types";
import { useThreadCache } from "./use-thread-cache";

/** docs/behaviour.md §9: an answer appears at about 40 ms per word. */
export const REVEAL_MS_PER_WORD = 40;

/**
 * Reveals an answer word by word, then adds it to its thread, announces it once and refreshes the
 * history. The timer lives in a jotai atom rather than a component, so leaving the screen mid-answer
 * neither loses the answer nor stops it from being saved to the cache.
 */
export function useAnswerReveal() {
  const store = useStore();
  const cache = useThreadCache();
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const finish = useCallback(() => {
    const reveal = store.get(revealAtom);
    if (!reveal) return;
    clearInterval(reveal.timer);
    store.set(revealAtom, null);
    cache.update(reveal.thread, (messages) =>
      messages.some((m) => m.id === reveal.message.id) ? messages : [...messages, reveal.message],
    );
    store.set(announcementAtom, plainText(reveal.message.content));
    void queryClient.invalidateQueries(trpc.conversations.list.pathFilter());
  }, [store, cache, queryClient, trpc]);

  /** Adds an answer whole (already seen as it streamed, or urgent) and announces it once. */
  const place = useCallback(
    (thread: Thread, message: ChatMessage) => {
      cache.update(thread, (messages) =>
        messages.some((m) => m.id === message.id) ? messages : [...messages, message],
      );
      store.set(announcementAtom, plainText(message.content));
      void queryClient.invalidateQueries(trpc.conversations.list.pathFilter());
    },
    [store, cache, queryClient, trpc],
  );

  const start = useCallback(
    (thread: Thread, message: ChatMessage) => {
      finish();
      const total = splitWords(message.content).length;
      // A parent must not wait seconds for emergency or urgent steps: those appear whole at once.
      if (message.urgency === "emergency" || message.urgency === "urgent") {
        place(thread, message);
        return;
      }
      const timer = setInterval(() => {
        const current = store.get(revealAtom);
        if (!current || current.timer !== timer) {
          clearInterval(timer);
          return;
        }
        if (current.shown + 1 >= current.total) finish();
        else store.set(revealAtom, { ...current, shown: current.shown + 1 });
      }, REVEAL_MS_PER_WORD);
      store.set(announcementAtom, "");
      store.set(revealAtom, { thread, message, shown: total > 0 ? 1 : 0, total, timer });
      if (total <= 1) finish();
    },
    [store, finish, place],
  );

  return useMemo(() => ({ start, finish, place }), [start, finish, place]);
}
