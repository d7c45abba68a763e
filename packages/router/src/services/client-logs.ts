import { insertClientLog } from "@nestling/db";
import { CLIENT_LOG_ROWS_KEPT } from "../constants";
import { clock, type RouterDeps } from "../deps";
import type { ClientLogsInput } from "../schemas";
import type { Actor } from "./send-message";

/**
 * Keeps one batch of the web app's voice diagnostics for a week, tied to the person when known:
 * the signed-in user, else the user this browser belongs to, and the browser's visitor, so
 * deleting the account removes it. Never creates a visitor: logging must not set cookies.
 */
export async function recordClientLogs(
  deps: RouterDeps,
  actor: Actor,
  input: ClientLogsInput,
): Promise<{ success: true; received: number }> {
  const visitor = await actor.visitor.known();
  await insertClientLog(
    deps.db,
    {
      userId: actor.user?.id ?? visitor?.userId ?? null,
      visitorId: visitor?.visitorId ?? null,
      payload: input,
    },
    { keep: CLIENT_LOG_ROWS_KEPT },
    clock(deps),
  );
  return { success: true, received: input.logs.length };
}
