import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { shouldRetryQuery } from "../../../app/query-client";
import { MESSAGES_FETCH_FAILED, notify } from "../../../lib/toasts";
import { errorText, httpStatusOf, useTRPC, useTRPCClient } from "../../../lib/trpc";
import { readTempThread } from "../lib/temp-thread-storage";
import { localThreadKey, threadId, type Thread } from "../thread";
import type { ChatMessage } from "../types";
import { MESSAGES_CACHE_MS, useThreadCache } from "./use-thread-cache";

const NO_MESSAGES: ChatMessage[] = [];

/**
 * The messages of the thread on screen: fetched (and kept 5 minutes) for a saved conversation, held
 * locally for an anonymous or not-yet-created one. A failed load empties the list and says so.
 * `signedOut`: a visitor on a saved conversation's address is asked to sign in instead (nothing is
 * fetched, and a 401 is that prompt's business, not an error toast).
 */
export function useThreadMessages(thread: Thread, { signedOut = false } = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const cache = useThreadCache();
  const saved = thread.kind === "saved";

  const savedId = saved ? thread.id : 0;
  const savedQuery = useQuery({
    queryKey: trpc.conversations.messages.queryKey({ id: savedId }),
    queryFn: async (): Promise<ChatMessage[]> => {
      try {
        return await client.conversations.messages.query({ id: savedId });
      } catch (error) {
        // docs/behaviour.md §8: "Failed to fetch messages" with the status code; the status stays
        // readable for the retry rule.
        const status = httpStatusOf(error);
        throw Object.assign(new Error(`${MESSAGES_FETCH_FAILED}: ${status ?? errorText(error)}`), {
          status,
          cause: error,
        });
      }
    },
    enabled: saved && !signedOut,
    staleTime: MESSAGES_CACHE_MS,
    gcTime: MESSAGES_CACHE_MS,
    // A missing conversation stays missing; other failures get the usual retries.
    retry: (failureCount, error) =>
      httpStatusOf(error) !== 404 && shouldRetryQuery(failureCount, error),
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
      console.warn(`[chat] ${savedQuery.error.message}`);
      if (httpStatusOf(savedQuery.error) !== 401) notify("messagesLoadFailed");
    }
  }, [saved, savedQuery.isError, savedQuery.error, key]);

  if (saved) {
    return {
      messages: savedQuery.isError ? NO_MESSAGES : (savedQuery.data ?? NO_MESSAGES),
      loading: savedQuery.isPending && savedQuery.fetchStatus !== "idle",
      loaded: savedQuery.isSuccess,
      failed: savedQuery.isError,
    };
  }
  return { messages: localQuery.data ?? NO_MESSAGES, loading: false, loaded: true, failed: false };
}
