import { QueryClient } from "@tanstack/react-query";
import { errorText } from "../lib/trpc";

/** Spec §8: queries are not retried when the error mentions 401 or 403; otherwise up to 2 retries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (/\b(401|403)\b/.test(errorText(error))) return false;
  return failureCount < 2;
}

/** Spec §9 query defaults: stale at once, nothing kept after unmount, no polling or focus refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 0,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        retry: shouldRetryQuery,
      },
      mutations: { retry: 1 },
    },
  });
}
