import { useEffect, useRef } from "react";
import { announceActiveConversation } from "../../../lib/window-events";
import type { Thread } from "../thread";

/**
 * docs/behaviour.md §4 "Opening /chat/{id}": once a saved conversation's messages are available it
 * becomes the active one and the change is announced, so the sidebar highlights it after a reload
 * or a shared link.
 */
export function useActiveOnLoad(thread: Thread, loaded: boolean): void {
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (thread.kind !== "saved" || !loaded || announced.current === thread.id) return;
    announced.current = thread.id;
    announceActiveConversation(thread.id);
  }, [thread, loaded]);
}
