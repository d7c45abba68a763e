import { getTRPCErrorFromUnknown, TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { REASON_STATUS, reasonForCode, Refusal, type ErrorReason } from "./error-reasons";

export interface PublicError {
  code: TRPC_ERROR_CODE_KEY;
  /** Why, for clients to switch on (see ERROR_REASONS). */
  reason: ErrorReason;
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
  if (issues) {
    return {
      code: "BAD_REQUEST",
      reason: "INVALID_INPUT",
      status: 400,
      message: describeIssues(issues),
    };
  }
  // tRPC's JSON parse failures quote the body ("Unexpected token … is not valid JSON"): say only
  // that it was not JSON, so nothing a client sent is echoed back.
  if (trpcError.code === "PARSE_ERROR" || trpcError.cause instanceof SyntaxError) {
    return {
      code: "BAD_REQUEST",
      reason: "INVALID_JSON",
      status: 400,
      message: INVALID_JSON_MESSAGE,
    };
  }
  if (
    trpcError.code === "INTERNAL_SERVER_ERROR" &&
    (trpcError.cause !== undefined || !(error instanceof TRPCError))
  ) {
    return { code: trpcError.code, reason: "INTERNAL", status, message: INTERNAL_ERROR_MESSAGE };
  }
  const reason = trpcError instanceof Refusal ? trpcError.reason : reasonForCode(trpcError.code);
  return {
    code: trpcError.code,
    reason,
    status: REASON_STATUS[reason] ?? status,
    message: trpcError.message,
  };
}

export const INVALID_JSON_MESSAGE = "The request is not valid JSON.";

/** The shape of one error on the tRPC wire (the error formatter's output), from a public error. */
export interface ErrorShape {
  code: number;
  message: string;
  data: { code: TRPC_ERROR_CODE_KEY; reason: ErrorReason; httpStatus: number; path: string | null };
}

export function errorShape(publicError: PublicError, path: string | null): ErrorShape {
  return {
    code: TRPC_ERROR_CODES_BY_KEY[publicError.code],
    message: publicError.message,
    data: {
      code: publicError.code,
      reason: publicError.reason,
      httpStatus: publicError.status,
      path,
    },
  };
}
