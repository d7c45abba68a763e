import type { ConversationPosition } from "@nestling/db";
import { refusal } from "../error-reasons";

// The history's paging cursor: opaque to clients (base64url of the last row's activity time and
// id), checked on the way back in so a made-up one is a clear 400, never a 500.

export function encodeHistoryCursor(position: ConversationPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id])).toString("base64url");
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

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
    ISO_UTC.test(value[0]) &&
    Number.isSafeInteger(value[1]) &&
    value[1] > 0
  ) {
    return { updatedAt: value[0], id: value[1] as number };
  }
  throw refusal("INVALID_INPUT", "cursor: not a cursor this API gave out");
}
