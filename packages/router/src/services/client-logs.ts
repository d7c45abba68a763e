import { insertClientLog } from "@nestling/db";
import { CLIENT_LOG_ROWS_KEPT } from "../constants";
import { clock, type RouterDeps } from "../deps";
import type { ClientLogsInput } from "../schemas";
import type { Actor } from "./send-message";

/**
 * Keeps one batch of the web app's voice diagnostics, tied to the user or visitor when known.
 * Never creates a visitor: logging must not set cookies.
 */
export async function recordClientLogs(
  deps: RouterDeps,
  actor: Actor,
  input: ClientLogsInput,
): Promise<{ success: true; received: number }> {
  const visitorId = actor.user ? null : await actor.visitor.current();
  await insertClientLog(
    deps.db,
    { userId: actor.user?.id ?? null, visitorId, payload: input },
    { keep: CLIENT_LOG_ROWS_KEPT },
    clock(deps),
  );
  return { success: true, received: input.logs.length };
}
