import type { ConversationPosition } from "@nestling/db";
import { refusal } from "../error-reasons";
import { MAX_ID } from "../schemas";

// The history's paging cursor: opaque to clients (base64url of the last row's activity time and
// id), checked on the way back in so a made-up one is a clear 400, never a 500.

export function encodeHistoryCursor(position: ConversationPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id])).toString("base64url");
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A real UTC instant to the second ("2025-02-30T25:00:00Z" has the shape but would fail in SQL). */
function isInstant(text: string): boolean {
  if (!ISO_UTC.test(text)) return false;
  const ms = Date.parse(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === text.slice(0, 19);
}

export function decodeHistoryCursor(cursor: string): ConversationPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    value = null;
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === "string" &&
    isInstant(value[0]) &&
    Number.isSafeInteger(value[1]) &&
    value[1] > 0 &&
    value[1] <= MAX_ID
  ) {
    return { updatedAt: value[0], id: value[1] as number };
  }
  throw refusal("INVALID_INPUT", "cursor: not a cursor this API gave out");
}
