import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { shouldRetryQuery } from "../../../app/query-client";
import { notify } from "../../../lib/toasts";
import { trpcCodeOf, useTRPC } from "../../../lib/trpc";
import { readTempThread } from "../lib/temp-thread-storage";
import { localThreadKey, threadId, type Thread } from "../thread";
import type { ChatMessage } from "../types";
import { MESSAGES_CACHE_MS, useThreadCache } from "./use-thread-cache";

const NO_MESSAGES: ChatMessage[] = [];

/**
 * The messages of the thread on screen: fetched (and kept 5 minutes) for a saved conversation, held
 * locally for an anonymous or not-yet-created one. A failed load empties the list and says so.
 */
export function useThreadMessages(thread: Thread) {
  const trpc = useTRPC();
  const cache = useThreadCache();
  const saved = thread.kind === "saved";

  const savedQuery = useQuery({
    ...trpc.conversations.messages.queryOptions({ id: saved ? thread.id : 0 }),
    enabled: saved,
    staleTime: MESSAGES_CACHE_MS,
    gcTime: MESSAGES_CACHE_MS,
    // A missing conversation stays missing; other failures get the usual retries.
    retry: (failureCount, error) => trpcCodeOf(error) !== "NOT_FOUND" && shouldRetryQuery(failureCount, error),
  });

  const localKey = saved ? ["chat-thread", "none"] : localThreadKey(thread);
  const localQuery = useQuery<ChatMessage[]>({
    queryKey: localKey,
    queryFn: () => cache.get(thread),
    initialData: () => (thread.kind === "temp" ? readTempThread(thread.id) : []),
    enabled: !saved,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const failedFor = useRef<string | null>(null);
  const key = threadId(thread);
  useEffect(() => {
    if (saved && savedQuery.isError && failedFor.current !== key) {
      failedFor.current = key;
      notify("messagesLoadFailed");
    }
  }, [saved, savedQuery.isError, key]);

  if (saved) {
    return {
      messages: savedQuery.isError ? NO_MESSAGES : ((savedQuery.data as ChatMessage[] | undefined) ?? NO_MESSAGES),
      loading: savedQuery.isPending && savedQuery.fetchStatus !== "idle",
      loaded: savedQuery.isSuccess,
      failed: savedQuery.isError,
    };
  }
  return { messages: localQuery.data ?? NO_MESSAGES, loading: false, loaded: true, failed: false };
}
