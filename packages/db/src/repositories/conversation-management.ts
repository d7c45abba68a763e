import type { Kysely } from "kysely";
import type { Database } from "../schema";
import type { Conversation } from "../types";
import { toConversation } from "./conversations";

/**
 * Renames one of the user's conversations; null when the user has no such conversation. The
 * activity time stays: a rename should not move the chat to the top of the history.
 */
export async function renameConversation(
  db: Kysely<Database>,
  input: { userId: number; id: number; title: string },
): Promise<Conversation | null> {
  const row = await db
    .updateTable("conversations")
    .set({ title: input.title })
    .where("id", "=", input.id)
    .where("user_id", "=", input.userId)
    .returning(["id", "title", "created_at", "updated_at"])
    .executeTakeFirst();
  return row ? toConversation(row) : null;
}

/**
 * Deletes one of the user's conversations with its messages and their feedback (the foreign keys
 * cascade). False when the user has no such conversation.
 */
export async function deleteConversation(
  db: Kysely<Database>,
  input: { userId: number; id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("conversations")
    .where("id", "=", input.id)
    .where("user_id", "=", input.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Deletes the user's conversation only while it holds no message (one whose first question was
 * refused): an empty "New Chat" should not linger in the history. True when one was deleted.
 */
export async function deleteConversationIfEmpty(
  db: Kysely<Database>,
  input: { userId: number; id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("conversations")
    .where("id", "=", input.id)
    .where("user_id", "=", input.userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("messages")
            .select("messages.id")
            .whereRef("messages.conversation_id", "=", "conversations.id"),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
