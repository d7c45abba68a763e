import { useCallback, useEffect, useRef } from "react";
import { useSetAtom, useStore } from "jotai";
import { CONVERSATION_CHANGED, NEW_CONVERSATION, useWindowEvent } from "../../../lib/window-events";
import {
  continuedThreadAtom,
  draftAtom,
  revealAtom,
  sendingAtom,
  tempConversationIdAtom,
} from "../chat-atoms";
import { replaceTempConversationId } from "../lib/temp-conversation-id";
import { threadId, type Thread } from "../thread";
import { useThreadCache } from "./use-thread-cache";

/**
 * docs/behaviour.md §4 "Conversation selection": opening another conversation clears the input and
 * resets the chat's flags; "new-conversation" also empties the unsaved thread (and gives a visitor
 * a fresh temporary conversation) so the next question starts clean.
 */
export function useConversationSwitching(thread: Thread, finishReveal: () => void): void {
  const store = useStore();
  const cache = useThreadCache();
  const setTempId = useSetAtom(tempConversationIdAtom);
  const current = threadId(thread);

  const reset = useCallback(
    (next: string) => {
      store.set(draftAtom, "");
      // An answer still appearing elsewhere is completed at once, so it is saved and nothing blocks sending here.
      const reveal = store.get(revealAtom);
      if (reveal && threadId(reveal.thread) !== next) finishReveal();
      const sending = store.get(sendingAtom);
      if (sending !== null && sending !== next) store.set(sendingAtom, null);
    },
    [store, finishReveal],
  );

  const previous = useRef(current);
  useEffect(() => {
    if (previous.current === current) return;
    // A new conversation that just got its id is the same chat continuing, not a switch.
    const continued =
      (previous.current === "new" && store.get(sendingAtom) === current) ||
      store.get(continuedThreadAtom) === current;
    store.set(continuedThreadAtom, null);
    previous.current = current;
    if (!continued) reset(current);
  }, [current, reset, store]);

  useWindowEvent(CONVERSATION_CHANGED, (event) => reset(`saved:${event.detail.conversationId}`));
  useWindowEvent(NEW_CONVERSATION, () => {
    if (thread.kind === "temp") {
      const next = replaceTempConversationId();
      setTempId(next);
      reset(`temp:${next}`);
      return;
    }
    cache.update({ kind: "new" }, () => []);
    reset("new");
  });
}
