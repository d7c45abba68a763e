import { QueryClient } from "@tanstack/react-query";
import { httpStatusOf } from "../lib/trpc";

const isAuthError = (error: unknown) => {
  const status = httpStatusOf(error);
  return status === 401 || status === 403;
};

/**
 * docs/behaviour.md §8: queries are not retried after a 401 or 403 (by status, not text); otherwise
 * up to 2 retries.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isAuthError(error) && failureCount < 2;
}

/**
 * docs/behaviour.md §8: mutations are retried once. A 401/403 is not retried either: the same
 * credentials fail the same way, and the 401 handlers (redirect to sign-in after 1 s / 1.5 s) must
 * not wait on it.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isAuthError(error) && failureCount < 1;
}

/**
 * docs/behaviour.md §9 query defaults: stale at once, nothing kept after unmount, no polling or
 * focus refetch.
 */
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
      mutations: { retry: shouldRetryMutation },
    },
  });
}
