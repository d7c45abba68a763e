import { TRPCError } from "@trpc/server";
import { expect } from "vitest";

/** Awaits a call that must fail with this tRPC code (and, optionally, a message). */
export async function expectCode(
  promise: Promise<unknown>,
  code: TRPCError["code"],
  message?: RegExp,
): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message) expect((error as TRPCError).message).toMatch(message);
  return error as TRPCError;
}
