import type { Kysely } from "kysely";
import type { Database, FeedbackRow } from "../schema";
import type { Feedback } from "../types";

export function toFeedback(
  row: Pick<FeedbackRow, "message_id" | "helpful" | "created_at">,
): Feedback {
  return { messageId: row.message_id, helpful: row.helpful === 1, createdAt: row.created_at };
}

export async function findFeedback(
  db: Kysely<Database>,
  messageId: number,
): Promise<Feedback | null> {
  const row = await db
    .selectFrom("feedback")
    .select(["message_id", "helpful", "created_at"])
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  return row ? toFeedback(row) : null;
}

/**
 * Records the one rating a message may get. Returns null when the message was already rated
 * (the unique index decides, so two racing requests cannot both win).
 */
export async function insertFeedback(
  db: Kysely<Database>,
  input: { messageId: number; userId: number | null; helpful: boolean },
  now = new Date(),
): Promise<Feedback | null> {
  const row = await db
    .insertInto("feedback")
    .values({
      message_id: input.messageId,
      user_id: input.userId,
      helpful: input.helpful ? 1 : 0,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("message_id").doNothing())
    .returning(["message_id", "helpful", "created_at"])
    .executeTakeFirst();
  return row ? toFeedback(row) : null;
}
