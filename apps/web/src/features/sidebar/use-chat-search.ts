import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "../../lib/trpc";

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The search box's text after the parent stops typing (trimmed; "" while there is none). */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return text.trim() === "" ? "" : settled;
}

/** Full-text search over the parent's own chats (`conversations.search`), as they type. */
export function useChatSearch(text: string) {
  const trpc = useTRPC();
  const query = useSettled(text).slice(0, 200);
  const search = useQuery({
    ...trpc.conversations.search.queryOptions({ query }, { retry: false }),
    enabled: query !== "",
    placeholderData: keepPreviousData,
  });
  return { query, search };
}
