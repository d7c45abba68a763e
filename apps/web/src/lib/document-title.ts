import { useEffect } from "react";

export const APP_TITLE = "Nestling";

/** "Sleep questions – Nestling"; the app's name alone for the chat's start screen. */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} – ${APP_TITLE}` : APP_TITLE;
}

/** Names the browser tab after what is on screen (a conversation's title, a page's heading). */
export function useDocumentTitle(page: string | null | undefined): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
