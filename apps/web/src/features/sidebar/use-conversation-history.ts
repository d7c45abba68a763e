import { useQuery } from "@tanstack/react-query";
import { useTRPC, type ConversationSummary } from "../../lib/trpc";
import { useAuth } from "../auth/auth-context";

function updatedAtMs(conversation: ConversationSummary): number {
  const value = (conversation as { updatedAt?: unknown }).updatedAt;
  const ms = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

/** Newest first (spec §9: history sorted by updatedAt descending). */
export function sortByUpdatedAtDesc<T extends ConversationSummary>(
  conversations: readonly T[],
): T[] {
  return [...conversations].sort((a, b) => updatedAtMs(b) - updatedAtMs(a));
}

/** The signed-in parent's conversations, fetched only when signed in and never retried (spec §7). */
export function useConversationHistory() {
  const trpc = useTRPC();
  const { status } = useAuth();
  return useQuery({
    ...trpc.conversations.list.queryOptions(undefined, {
      retry: false,
      select: sortByUpdatedAtDesc,
    }),
    enabled: status === "signed-in",
  });
}
