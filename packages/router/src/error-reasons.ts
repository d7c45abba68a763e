import { TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";

/**
 * Why a call was refused, finer than the HTTP-like tRPC code: clients switch on this (tRPC
 * `error.data.reason`, REST `reason`), never on message text. Each reason has one tRPC code.
 */
export const ERROR_REASONS = {
  /** The input failed validation; the message says which field and why. */
  INVALID_INPUT: "BAD_REQUEST",
  /** The body or query was not JSON; nothing of it is echoed. */
  INVALID_JSON: "BAD_REQUEST",
  /** The question is not about babies or toddlers; the message is the product's redirect. */
  OFF_TOPIC: "BAD_REQUEST",
  /** The call needs a signed-in user (no session, or it expired). */
  SIGN_IN_REQUIRED: "UNAUTHORIZED",
  /** The sign-in token was missing, forged, expired or someone else's. */
  INVALID_TOKEN: "UNAUTHORIZED",
  /** Sign-in is not configured on this deployment. */
  SIGN_IN_UNAVAILABLE: "PRECONDITION_FAILED",
  NOT_FOUND: "NOT_FOUND",
  /** A share link that was never made (or whose conversation was deleted). */
  SHARE_NOT_FOUND: "NOT_FOUND",
  /** A share link its parent turned off (REST answers 410 Gone). */
  SHARE_REVOKED: "NOT_FOUND",
  /** A share link past its expiry date (REST answers 410 Gone). */
  SHARE_EXPIRED: "NOT_FOUND",
  /** This answer already has the person's feedback. */
  FEEDBACK_EXISTS: "CONFLICT",
  /** A state-changing request from another site. */
  CROSS_SITE: "FORBIDDEN",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  METHOD_NOT_SUPPORTED: "METHOD_NOT_SUPPORTED",
  /** The request itself is malformed in a way no field names (a bad URL, a non-object body). */
  BAD_REQUEST: "BAD_REQUEST",
  /** Our failure; the message is generic. */
  INTERNAL: "INTERNAL_SERVER_ERROR",
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type ErrorReason = keyof typeof ERROR_REASONS;

/**
 * HTTP statuses finer than the tRPC code's, for the few reasons tRPC has no code for. A link that
 * existed and ended is gone (410), not missing.
 */
export const REASON_STATUS: Partial<Record<ErrorReason, number>> = {
  SHARE_REVOKED: 410,
  SHARE_EXPIRED: 410,
};

/** A refusal with its reason: `throw refusal("OFF_TOPIC", message)`. */
export class Refusal extends TRPCError {
  readonly reason: ErrorReason;
  constructor(reason: ErrorReason, message: string) {
    super({ code: ERROR_REASONS[reason], message });
    this.reason = reason;
  }
}

export function refusal(reason: ErrorReason, message: string): Refusal {
  return new Refusal(reason, message);
}

/** The reason for an error raised without one, from its tRPC code. */
export function reasonForCode(code: TRPC_ERROR_CODE_KEY): ErrorReason {
  switch (code) {
    case "UNAUTHORIZED":
      return "SIGN_IN_REQUIRED";
    case "NOT_FOUND":
    case "PAYLOAD_TOO_LARGE":
    case "UNSUPPORTED_MEDIA_TYPE":
    case "METHOD_NOT_SUPPORTED":
      return code;
    case "FORBIDDEN":
      return "CROSS_SITE";
    case "TOO_MANY_REQUESTS":
      return "RATE_LIMITED";
    case "PRECONDITION_FAILED":
      return "SIGN_IN_UNAVAILABLE";
    case "PARSE_ERROR":
      return "INVALID_JSON";
    case "INTERNAL_SERVER_ERROR":
      return "INTERNAL";
    default:
      return "BAD_REQUEST";
  }
}
