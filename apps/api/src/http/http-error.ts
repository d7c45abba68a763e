// The one mapping from errors to HTTP answers. tRPC errors go through the router's own
// `toPublicError` (the same words and statuses /trpc sends), Fastify's client errors keep their 4xx,
// anything else is a generic 500.
import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import {
  INTERNAL_ERROR_MESSAGE,
  toPublicError,
  type ErrorReason,
  type PublicError,
} from "@nestling/router";

export interface HttpError {
  statusCode: number;
  code: TRPC_ERROR_CODE_KEY;
  /** What clients switch on (see ERROR_REASONS in @nestling/router). */
  reason: ErrorReason;
  message: string;
  /** True for our own failures (5xx): they are logged, and their details stay private. */
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
  414: "BAD_REQUEST",
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
  FST_ERR_MAX_PARAM_LENGTH: "The request address is too long.",
};

export function toHttpError(error: unknown): HttpError {
  if (error instanceof TRPCError) {
    const publicError = toPublicError(error);
    return {
      statusCode: publicError.status,
      code: publicError.code,
      reason: publicError.reason,
      message: publicError.message,
      internal: publicError.status >= 500,
    };
  }
  if (typeof error === "object" && error !== null) {
    const { statusCode, code, message } = error as {
      statusCode?: unknown;
      code?: unknown;
      message?: unknown;
    };
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
      const known = typeof code === "string" ? FASTIFY_MESSAGES[code] : undefined;
      const trpcCode = STATUS_TO_CODE[statusCode] ?? "BAD_REQUEST";
      return {
        statusCode,
        code: trpcCode,
        reason: code === "FST_ERR_CTP_INVALID_JSON_BODY" ? "INVALID_JSON" : reasonFor(trpcCode),
        message: known ?? (typeof message === "string" && message ? message : "Bad request."),
        internal: false,
      };
    }
  }
  return {
    statusCode: 500,
    code: "INTERNAL_SERVER_ERROR",
    reason: "INTERNAL",
    message: INTERNAL_ERROR_MESSAGE,
    internal: true,
  };
}

function reasonFor(code: TRPC_ERROR_CODE_KEY): ErrorReason {
  return toPublicError(new TRPCError({ code, message: "" })).reason;
}

/** The REST error body: the words to show, the tRPC code and the reason to switch on. */
export function restErrorBody(
  httpError: HttpError,
): Pick<PublicError, "message" | "code" | "reason"> {
  return { message: httpError.message, code: httpError.code, reason: httpError.reason };
}

/**
 * Whether the error handler should log it: internal failures that the router did not already log
 * (its middleware logs every failing procedure, whichever way it was called).
 */
export function needsLogging(error: unknown, httpError: HttpError): boolean {
  return httpError.internal && !(error instanceof TRPCError);
}
