import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
  type inferRouterClient,
} from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter, ErrorReason } from "@nestling/router";
import { HttpError } from "./http";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TrpcClient = inferRouterClient<AppRouter>;
type Output<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
/** Domain types as the API returns them. */
export type ApiUser = NonNullable<Output<TrpcClient["auth"]["user"]["query"]>>;
export type BabyProfile = Output<TrpcClient["babyProfile"]["get"]["query"]>;
export type LegalStatus = Output<TrpcClient["legal"]["status"]["query"]>;
export type ConversationSummary = Output<TrpcClient["conversations"]["list"]["query"]>[number];
export type FirebasePublicConfig = NonNullable<Output<TrpcClient["config"]["firebase"]["query"]>>;

export function createTrpcClient(url = "/trpc") {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // Streamed answers (chat.stream) arrive as server-sent events.
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url, eventSourceOptions: { withCredentials: true } }),
        false: httpBatchLink({
          url,
          // Session and visitor cookies ride on every call (docs/behaviour.md §7).
          fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
        }),
      }),
    ],
  });
}

/** One client for the whole page; non-React modules (sign-in, analytics) use it too. */
export const trpcClient = createTrpcClient();

/** The HTTP status behind an error from tRPC or from http.ts, if there is one. */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    if (typeof status === "number") return status;
  }
  if (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number"
  ) {
    return (error as { status: number }).status;
  }
  return null;
}

/** tRPC error code (e.g. "NOT_FOUND", "UNAUTHORIZED"), if the error came from the API. */
export function trpcCodeOf(error: unknown): string | null {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: unknown } | undefined)?.code;
    if (typeof code === "string") return code;
  }
  return null;
}

/**
 * Why the API refused a call (OFF_TOPIC, FEEDBACK_EXISTS, SIGN_IN_REQUIRED, RATE_LIMITED, …): tRPC
 * errors carry it in `data.reason`, REST errors in the JSON body's `reason`. Null for anything
 * else (a network failure, an older server). Switch on this, never on message text.
 */
export function errorReasonOf(error: unknown): ErrorReason | null {
  if (error instanceof TRPCClientError) {
    const reason = (error.data as { reason?: unknown } | undefined)?.reason;
    return typeof reason === "string" ? (reason as ErrorReason) : null;
  }
  if (error instanceof HttpError) {
    try {
      const reason = (JSON.parse(error.body) as { reason?: unknown }).reason;
      return typeof reason === "string" ? (reason as ErrorReason) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** True when the API says the caller must sign in (again): no session, or a refused token. */
export function isSignInError(error: unknown): boolean {
  const reason = errorReasonOf(error);
  if (reason !== null) return reason === "SIGN_IN_REQUIRED" || reason === "INVALID_TOKEN";
  return httpStatusOf(error) === 401;
}

/** Text for rules written against the REST wording ("contains 401"): the status joined to the message. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = httpStatusOf(error);
  return status === null || message.startsWith(`${status}`) ? message : `${status}: ${message}`;
}
