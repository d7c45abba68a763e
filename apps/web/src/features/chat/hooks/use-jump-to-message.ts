import { useEffect } from "react";
import { useSearchParams } from "react-router";

/** After the list's own scroll to its end (100 ms after load), so the jump is what stays. */
const JUMP_DELAY_MS = 250;
/** How long the matched message stays highlighted. */
const HIGHLIGHT_MS = 2500;

/**
 * Opens a conversation at one message when the address says `?m={messageId}` (a search result):
 * once that message is on screen it is scrolled to the middle, focused for screen readers and
 * briefly highlighted, and `m` leaves the address so a reload opens at the end as usual.
 */
export function useJumpToMessage(loaded: boolean) {
  const [params, setParams] = useSearchParams();
  const target = params.get("m");
  useEffect(() => {
    if (!loaded || !target || !/^\d{1,15}$/.test(target)) return;
    const timer = setTimeout(() => {
      const element = document.querySelector<HTMLElement>(`[data-message-id="${target}"]`);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("m");
          return next;
        },
        { replace: true },
      );
      if (!element) return;
      element.scrollIntoView({ block: "center" });
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
      element.dataset.highlighted = "";
      setTimeout(() => delete element.dataset.highlighted, HIGHLIGHT_MS);
    }, JUMP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, target, setParams]);
}
