import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { trpcCodeOf, httpStatusOf, useTRPC, useTRPCClient, type BabyProfile } from "../../lib/trpc";
import { useAuth } from "../auth/auth-context";

/**
 * The signed-in parent's baby profile, or null when there is none. NOT_FOUND means none; any other
 * failure is logged and also treated as none (docs/behaviour.md §8), so a flaky call never blocks
 * the chat. Fetched once per page and not refreshed on mount (docs/behaviour.md §4); saving
 * refetches it explicitly.
 */
export function useBabyProfile() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: trpc.babyProfile.get.queryKey(),
    queryFn: async (): Promise<BabyProfile | null> => {
      try {
        return await client.babyProfile.get.query();
      } catch (error) {
        if (trpcCodeOf(error) !== "NOT_FOUND" && httpStatusOf(error) !== 404) {
          console.warn("[profile] could not load the baby profile; continuing without it", error);
        }
        return null;
      }
    },
    enabled: status === "signed-in",
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useRefetchBabyProfile(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: trpc.babyProfile.get.queryKey() });
  }, [queryClient, trpc]);
}

/** Legal acceptance; a failed status call counts as not accepted (docs/behaviour.md §8). */
export function useLegalStatus() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { status } = useAuth();
  return useQuery({
    queryKey: trpc.legal.status.queryKey(),
    queryFn: async () => {
      try {
        return await client.legal.status.query();
      } catch (error) {
        console.warn("[legal] could not load acceptance status; asking again", error);
        return { hasAccepted: false, acceptedAt: null, version: "" };
      }
    },
    enabled: status === "signed-in",
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
