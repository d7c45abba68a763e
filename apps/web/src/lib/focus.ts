import { useRef } from "react";

/** Puts the caret in the chat's question box, when the screen has one. */
export function focusChatInput(): boolean {
  const input = document.getElementById("chat-input");
  if (!(input instanceof HTMLTextAreaElement)) return false;
  input.focus({ preventScroll: true });
  return true;
}

/**
 * For a dialog opened from state (no Radix trigger): remembers what had focus when it opened and
 * returns focus there on close, or to the chat input when that control is gone (a drawer's button),
 * so focus never falls to the page body. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read during render: by the time an effect runs, the dialog has already moved focus inside.
  if (open && !wasOpen.current) {
    const active = typeof document === "undefined" ? null : document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && !target.closest("[inert]")) target.focus();
    else if (!focusChatInput()) document.getElementById("main-content")?.focus();
  };
}
