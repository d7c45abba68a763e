import { httpStatusOf } from "../../../lib/trpc";

/**
 * Mutation retry of docs/behaviour.md §8 ("retried once"), except for client errors (4xx): a
 * refused question, a rate limit or a duplicate rating would fail the same way again, or worse, be
 * sent twice.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  return failureCount < 1 && (status === null || status >= 500);
}
