import { sql, type Kysely, type RawBuilder } from "kysely";
import { isPostgresDb } from "../client";
import type { Database } from "../schema";

/** A conversation that matches a search, with its latest matching message (null: the title matched). */
export interface ConversationSearchHit {
  conversationId: number;
  title: string;
  updatedAt: string;
  messageId: number | null;
  /** The matching message's text, for the caller to cut a snippet from. */
  content: string | null;
}

/** At most this many words of a query are searched for. */
export const SEARCH_MAX_TERMS = 8;

/**
 * The words of a query: letters and digits only, lower case. Everything else (quotes, operators,
 * column filters) is dropped, so no input can change the shape of the full-text query.
 */
export function searchTerms(query: string): string[] {
  return (
    query
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, SEARCH_MAX_TERMS);
}

/**
 * Each engine's full-text match of every term as a word prefix ("sle" finds "sleep"), with English
 * stemming ("naps" finds "nap"): FTS5 tables on SQLite, `to_tsvector` (GIN-indexed) on PostgreSQL.
 */
function matcher(db: Kysely<Database>, terms: string[]) {
  if (isPostgresDb(db)) {
    const query = terms.map((t) => `${t}:*`).join(" & ");
    return {
      message: sql<boolean>`to_tsvector('english', messages.content) @@ to_tsquery('english', ${query})`,
      title: sql<boolean>`to_tsvector('english', conversations.title) @@ to_tsquery('english', ${query})`,
    };
  }
  const query = terms.map((t) => `"${t}"*`).join(" ");
  return {
    message: sql<boolean>`messages.id IN (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ${query})`,
    title: sql<boolean>`conversations.id IN (SELECT rowid FROM conversations_fts WHERE conversations_fts MATCH ${query})`,
  } satisfies Record<string, RawBuilder<boolean>>;
}

/**
 * The user's conversations whose title or messages hold every word of `query`, most recently
 * active first, each with its latest matching message. Another user's conversations never match.
 */
export async function searchConversations(
  db: Kysely<Database>,
  input: { userId: number; query: string; limit: number },
): Promise<ConversationSearchHit[]> {
  const terms = searchTerms(input.query);
  if (terms.length === 0) return [];
  const match = matcher(db, terms);
  const hits = db
    .selectFrom("messages")
    // The unary plus keeps the planner from walking every conversation of the user and probing
    // its messages for each match: it starts from the matching messages instead (both engines).
    .innerJoin("conversations", (join) =>
      join.on(sql<boolean>`conversations.id = +messages.conversation_id`),
    )
    .select(["messages.conversation_id", (eb) => eb.fn.max("messages.id").as("message_id")])
    .where("conversations.user_id", "=", input.userId)
    .where(match.message)
    .groupBy("messages.conversation_id");
  const rows = await db
    .selectFrom("conversations")
    .leftJoin(hits.as("hit"), "hit.conversation_id", "conversations.id")
    .leftJoin("messages", "messages.id", "hit.message_id")
    .select([
      "conversations.id",
      "conversations.title",
      "conversations.updated_at",
      "hit.message_id",
      "messages.content",
    ])
    .where("conversations.user_id", "=", input.userId)
    .where((eb) => eb.or([eb("hit.message_id", "is not", null), match.title]))
    .orderBy("conversations.updated_at", "desc")
    .orderBy("conversations.id", "desc")
    .limit(input.limit)
    .execute();
  return rows.map((r) => ({
    conversationId: r.id,
    title: r.title,
    updatedAt: r.updated_at,
    messageId: r.message_id === null ? null : Number(r.message_id),
    content: r.content,
  }));
}
