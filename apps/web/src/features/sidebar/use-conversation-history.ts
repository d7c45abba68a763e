import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { useTRPC, useTRPCClient, type ConversationSummary } from "../../lib/trpc";
import { useAuth } from "../auth/auth-context";

/** Conversations per page: a screenful of the sidebar and some. */
export const HISTORY_PAGE_SIZE = 30;

type HistoryPage = { items: ConversationSummary[]; nextCursor: string | null };

function updatedAtMs(conversation: ConversationSummary): number {
  const value = (conversation as { updatedAt?: unknown }).updatedAt;
  const ms = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

/** Newest first (docs/behaviour.md §9: history sorted by updatedAt descending). */
export function sortByUpdatedAtDesc<T extends ConversationSummary>(
  conversations: readonly T[],
): T[] {
  return [...conversations].sort((a, b) => updatedAtMs(b) - updatedAtMs(a));
}

/** The loaded pages as one list; a chat that moved between two page loads is listed once. */
function flatten(data: InfiniteData<HistoryPage, string | null>): ConversationSummary[] {
  const seen = new Set<number>();
  const all: ConversationSummary[] = [];
  for (const page of data.pages)
    for (const conversation of page.items)
      if (!seen.has(conversation.id)) {
        seen.add(conversation.id);
        all.push(conversation);
      }
  return sortByUpdatedAtDesc(all);
}

/**
 * The signed-in parent's conversations, a page at a time (`conversations.page`), fetched only when
 * signed in and never retried (docs/behaviour.md §7). `data` is the loaded pages as one list.
 *
 * The pages are cached under the `conversations.list` key on purpose: everything that refreshes
 * the history (a new chat, an answer, a rename or delete) invalidates `conversations.list`, and
 * that then refetches the loaded pages as well.
 */
export function useConversationHistory() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { status } = useAuth();
  return useInfiniteQuery({
    queryKey: [
      ...trpc.conversations.list.pathKey(),
      { type: "infinite", limit: HISTORY_PAGE_SIZE },
    ],
    queryFn: ({ pageParam, signal }): Promise<HistoryPage> =>
      client.conversations.page.query({ cursor: pageParam, limit: HISTORY_PAGE_SIZE }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: flatten,
    retry: false,
    enabled: status === "signed-in",
  });
}
