// The one mapping from errors to HTTP answers: tRPC codes use tRPC's own status table (so REST and
// /trpc agree), Fastify's client errors keep their 4xx, anything else is a logged, generic 500.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again.";

export interface HttpError {
  statusCode: number;
  code: TRPC_ERROR_CODE_KEY;
  message: string;
  /** True when the error is ours (5xx): it is logged and its details stay private. */
  internal: boolean;
}

const STATUS_TO_CODE: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  408: "TIMEOUT",
  409: "CONFLICT",
  412: "PRECONDITION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
};

/** Messages for Fastify's own client errors, in words a person can act on. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send JSON (application/json).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_BAD_URL: "The request address is not valid.",
  FST_ERR_ASYNC_CONSTRAINT: "The request could not be routed.",
};

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

function zodIssues(cause: unknown): ZodLikeIssue[] | null {
  if (typeof cause !== "object" || cause === null || !("issues" in cause)) return null;
  const issues = (cause as { issues: unknown }).issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as ZodLikeIssue[]) : null;
}

/** "Invalid input: message: Too big: …" instead of a JSON dump of validation issues. */
function describeValidation(issues: ZodLikeIssue[]): string {
  const first = issues[0]!;
  const where = first.path.map(String).join(".");
  return `Invalid input${where ? ` (${where})` : ""}: ${first.message}`;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof TRPCError) {
    const statusCode = getHTTPStatusCodeFromError(error);
    if (statusCode >= 500) {
      // Deliberate "service unavailable" answers (e.g. sign-in without Firebase) carry a message for people.
      const speakable = error.code === "SERVICE_UNAVAILABLE" || error.code === "NOT_IMPLEMENTED";
      return { statusCode, code: error.code, message: speakable ? error.message : GENERIC_SERVER_ERROR, internal: !speakable };
    }
    const issues = error.code === "BAD_REQUEST" ? zodIssues(error.cause) : null;
    return { statusCode, code: error.code, message: issues ? describeValidation(issues) : error.message, internal: false };
  }
  if (typeof error === "object" && error !== null) {
    const { statusCode, code, message } = error as { statusCode?: unknown; code?: unknown; message?: unknown };
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
      const known = typeof code === "string" ? FASTIFY_MESSAGES[code] : undefined;
      return {
        statusCode,
        code: STATUS_TO_CODE[statusCode] ?? "BAD_REQUEST",
        message: known ?? (typeof message === "string" && message ? message : "Bad request."),
        internal: false,
      };
    }
  }
  return { statusCode: 500, code: "INTERNAL_SERVER_ERROR", message: GENERIC_SERVER_ERROR, internal: true };
}
