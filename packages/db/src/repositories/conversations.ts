import type { Kysely, SelectQueryBuilder } from "kysely";
import type { ConversationRow, Database } from "../schema";
import type { Conversation, ConversationSummary, MessageRole, Owner } from "../types";

export const DEFAULT_CONVERSATION_TITLE = "New Chat";

export function toConversation(
  row: Pick<ConversationRow, "id" | "title" | "created_at" | "updated_at">,
): Conversation {
  return { id: row.id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** A signed-in user's conversations, most recently active first (ties: newest first). */
export async function listConversations(
  db: Kysely<Database>,
  userId: number,
): Promise<ConversationSummary[]> {
  const rows = await db
    .selectFrom("conversations")
    .select(["id", "title", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at }));
}

export async function createConversation(
  db: Kysely<Database>,
  input: { userId: number; title?: string },
  now = new Date(),
): Promise<Conversation> {
  const at = now.toISOString();
  const row = await db
    .insertInto("conversations")
    .values({
      user_id: input.userId,
      title: input.title ?? DEFAULT_CONVERSATION_TITLE,
      created_at: at,
      updated_at: at,
    })
    .returning(["id", "title", "created_at", "updated_at"])
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/** A visitor's temporary conversation, created on their first message. */
export async function createVisitorConversation(
  db: Kysely<Database>,
  input: { visitorId: string; tempId: string },
  now = new Date(),
): Promise<Conversation> {
  const at = now.toISOString();
  const row = await db
    .insertInto("conversations")
    .values({ visitor_id: input.visitorId, temp_id: input.tempId, created_at: at, updated_at: at })
    .returning(["id", "title", "created_at", "updated_at"])
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/** The user's conversation with this id, or null: someone else's looks exactly like a missing one. */
export async function findUserConversation(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<Conversation | null> {
  const row = await db
    .selectFrom("conversations")
    .select(["id", "title", "created_at", "updated_at"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toConversation(row) : null;
}

export async function findVisitorConversation(
  db: Kysely<Database>,
  visitorId: string,
  tempId: string,
): Promise<Conversation | null> {
  const row = await db
    .selectFrom("conversations")
    .select(["id", "title", "created_at", "updated_at"])
    .where("visitor_id", "=", visitorId)
    .where("temp_id", "=", tempId)
    .executeTakeFirst();
  return row ? toConversation(row) : null;
}

/**
 * Records a chat in a visitor's temporary conversation, creating it on the first one, in one
 * statement (an upsert on the visitor's temporary id, so two first messages racing share one
 * conversation). `updated_at` moves to `now`; a new conversation starts at `startedAt`; one still
 * titled "New Chat" takes `title`.
 */
export async function saveVisitorConversation(
  db: Kysely<Database>,
  input: { visitorId: string; tempId: string; title: string; startedAt: Date },
  now = new Date(),
): Promise<Conversation> {
  const row = await db
    .insertInto("conversations")
    .values({
      visitor_id: input.visitorId,
      temp_id: input.tempId,
      title: input.title,
      created_at: input.startedAt.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(["visitor_id", "temp_id"]).doUpdateSet((eb) => ({
        updated_at: eb.ref("excluded.updated_at"),
        title: eb
          .case()
          .when("conversations.title", "=", DEFAULT_CONVERSATION_TITLE)
          .then(eb.ref("excluded.title"))
          .else(eb.ref("conversations.title"))
          .end(),
      })),
    )
    .returning(["id", "title", "created_at", "updated_at"])
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/** One earlier message as the answer engine reads it. */
export interface HistoryTurn {
  role: MessageRole;
  content: string;
}

/** Which conversation: a user's saved one by id, or a visitor's temporary one by its client id. */
export type ConversationKey =
  { userId: number; id: number } | { visitorId: string; tempId: string };

/**
 * The owner's conversation with its last `limit` messages (oldest first), in one query; null when
 * the owner has no such conversation (someone else's looks exactly like a missing one).
 */
export async function findConversationWithHistory(
  db: Kysely<Database>,
  key: ConversationKey,
  limit: number,
): Promise<{ conversation: Conversation; history: HistoryTurn[] } | null> {
  // The join repeats the conversation on each message row; with no message it still yields one row.
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be ≥ 1, got ${limit}`);
  const query = db
    .selectFrom("conversations")
    .leftJoin("messages", "messages.conversation_id", "conversations.id")
    .select([
      "conversations.id",
      "conversations.title",
      "conversations.created_at",
      "conversations.updated_at",
      "messages.role",
      "messages.content",
    ]);
  const rows = await (
    "userId" in key
      ? query.where("conversations.id", "=", key.id).where("conversations.user_id", "=", key.userId)
      : query
          .where("conversations.visitor_id", "=", key.visitorId)
          .where("conversations.temp_id", "=", key.tempId)
  )
    .orderBy("messages.id", "desc")
    .limit(limit)
    .execute();
  const first = rows[0];
  if (!first) return null;
  const history: HistoryTurn[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const { role, content } = rows[i]!;
    if (role !== null && content !== null) history.push({ role, content });
  }
  return { conversation: toConversation(first), history };
}

/**
 * Marks activity (moves the conversation to the top of the history). `title` renames it;
 * `titleIfDefault` renames it only while it still has the default title, decided in the same
 * statement so a concurrent rename is never overwritten.
 */
export async function touchConversation(
  db: Kysely<Database>,
  id: number,
  update: { title?: string; titleIfDefault?: string },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("conversations")
    .set((eb) => ({
      updated_at: now.toISOString(),
      ...(update.title !== undefined
        ? { title: update.title }
        : update.titleIfDefault !== undefined
          ? {
              title: eb
                .case()
                .when("title", "=", DEFAULT_CONVERSATION_TITLE)
                .then(update.titleIfDefault)
                .else(eb.ref("title"))
                .end(),
            }
          : {}),
    }))
    .where("id", "=", id)
    .execute();
}

/** Restricts a conversations query to rows the owner may see. */
export function whereOwnedBy<O>(
  qb: SelectQueryBuilder<Database, "conversations" | "messages", O>,
  owner: Owner,
): SelectQueryBuilder<Database, "conversations" | "messages", O> {
  return "userId" in owner
    ? qb.where("conversations.user_id", "=", owner.userId)
    : qb.where("conversations.visitor_id", "=", owner.visitorId);
}
