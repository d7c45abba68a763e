import { getTRPCErrorFromUnknown, TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

export interface PublicError {
  code: TRPC_ERROR_CODE_KEY;
  /** HTTP status for the code (BAD_REQUEST 400, UNAUTHORIZED 401, NOT_FOUND 404, CONFLICT 409, …). */
  status: number;
  /** Safe to show a user: input problems in words, internal failures as a generic sentence. */
  message: string;
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

interface Issue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function issuesOf(cause: unknown): Issue[] | null {
  if (typeof cause !== "object" || cause === null || !("issues" in cause)) return null;
  const issues = (cause as { issues: unknown }).issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as Issue[]) : null;
}

function describeIssues(issues: Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const segments = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p));
      const path = segments.join(".");
      // "Message cannot be empty" already names its field; "Invalid input: expected string" does not.
      const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
      const last = letters(segments.at(-1) ?? "");
      const named = last !== "" && letters(issue.message).startsWith(last);
      return path && !named ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/**
 * Which message a caller may see. Errors the procedures raise on purpose carry words meant for
 * users; an unexpected exception (wrapped by tRPC with the original as `cause`) may carry SQL,
 * paths or stack details, so it becomes a generic sentence.
 */
export function toPublicError(error: unknown): PublicError {
  const trpcError = error instanceof TRPCError ? error : getTRPCErrorFromUnknown(error);
  const status = getHTTPStatusCodeFromError(trpcError);
  const issues = issuesOf(trpcError.cause);
  if (issues) return { code: "BAD_REQUEST", status: 400, message: describeIssues(issues) };
  if (
    trpcError.code === "INTERNAL_SERVER_ERROR" &&
    (trpcError.cause !== undefined || !(error instanceof TRPCError))
  ) {
    return { code: trpcError.code, status, message: INTERNAL_ERROR_MESSAGE };
  }
  return { code: trpcError.code, status, message: trpcError.message };
}
