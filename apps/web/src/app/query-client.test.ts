import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/http";
import { createQueryClient, shouldRetryMutation, shouldRetryQuery } from "./query-client";

function trpcError(httpStatus: number, message: string) {
  return TRPCClientError.from({
    error: { code: -32001, message, data: { code: "X", httpStatus } },
  } as never);
}

describe("query defaults (docs/behaviour.md §8–9)", () => {
  it("are stale at once, keep nothing, never poll or refetch on focus, refetch on mount", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 0,
      gcTime: 0,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnMount: true,
    });
    expect(mutations?.retry).toBe(shouldRetryMutation);
  });

  it.each([
    ["an HTTP 401", new HttpError(401, "", "Unauthorized")],
    ["a tRPC 401", trpcError(401, "Sign in required")],
    ["a tRPC 403", trpcError(403, "Not yours")],
  ])("does not retry %s", (_, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });

  it("retries other failures up to 2 times", () => {
    const error = trpcError(500, "Something went wrong");
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
    expect(shouldRetryQuery(0, new Error("Failed to fetch"))).toBe(true);
  });

  it("does not mistake other numbers containing 401 for the status", () => {
    expect(shouldRetryQuery(0, new Error("500: order 14012 failed"))).toBe(true);
  });

  it("retries a failed mutation once, but not an authentication failure", () => {
    const error = trpcError(500, "Something went wrong");
    expect(shouldRetryMutation(0, error)).toBe(true);
    expect(shouldRetryMutation(1, error)).toBe(false);
    expect(shouldRetryMutation(0, trpcError(401, "Sign in required"))).toBe(false);
    expect(shouldRetryMutation(0, new HttpError(403, "", "Forbidden"))).toBe(false);
  });
});
