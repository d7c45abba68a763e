import { useMemo } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { localThreadKey, type Thread } from "../thread";
import { writeTempThread } from "../lib/temp-thread-storage";
import type { ChatMessage } from "../types";

/** docs/behaviour.md §7, §9: a conversation's messages stay cached for 5 minutes. */
export const MESSAGES_CACHE_MS = 5 * 60_000;

export interface ThreadCache {
  keyOf(thread: Thread): QueryKey;
  get(thread: Thread): ChatMessage[];
  update(thread: Thread, change: (messages: ChatMessage[]) => ChatMessage[]): void;
}

/**
 * The messages of every thread live in the query cache (saved ones under the tRPC key, so a fetch and
 * an optimistic edit share one entry); this is the one place that reads and edits them.
 */
export function useThreadCache(): ThreadCache {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => {
    // Defaults by key prefix, so an entry written before any screen observes it is not collected at once.
    queryClient.setQueryDefaults(trpc.conversations.messages.pathKey(), {
      staleTime: MESSAGES_CACHE_MS,
      gcTime: MESSAGES_CACHE_MS,
    });
    queryClient.setQueryDefaults(["chat-thread"], { staleTime: Infinity, gcTime: Infinity });

    const keyOf = (thread: Thread): QueryKey =>
      thread.kind === "saved"
        ? trpc.conversations.messages.queryKey({ id: thread.id })
        : localThreadKey(thread);
    const get = (thread: Thread) => queryClient.getQueryData<ChatMessage[]>(keyOf(thread)) ?? [];
    const update = (thread: Thread, change: (messages: ChatMessage[]) => ChatMessage[]) => {
      const next = change(get(thread));
      queryClient.setQueryData<ChatMessage[]>(keyOf(thread), next);
      if (thread.kind === "temp") writeTempThread(thread.id, next);
    };
    return { keyOf, get, update };
  }, [trpc, queryClient]);
}
