import type { Kysely } from "kysely";
import type { Database, MessageRow } from "../schema";
import type { Message, MessageRole, Owner, Source, Urgency } from "../types";
import { whereOwnedBy } from "./conversations";

/** Parses the stored JSON defensively: a malformed row yields no sources rather than a 500. */
export function parseSources(json: string): Source[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const sources: Source[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) continue;
    const { url, title, description } = item as Record<string, unknown>;
    if (typeof url !== "string" || typeof title !== "string") continue;
    sources.push(typeof description === "string" ? { url, title, description } : { url, title });
  }
  return sources;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    role: row.role,
    content: row.content,
    sources: parseSources(row.sources),
    urgency: row.urgency,
    disposition: row.disposition ?? null,
    createdAt: row.created_at,
    ...(row.stopped_at ? { stopped: true as const } : {}),
  };
}

export interface NewMessage {
  conversationId: number;
  role: MessageRole;
  content: string;
  sources?: Source[];
  urgency?: Urgency | null;
  disposition?: string | null;
  /** An answer the parent stopped: stored as far as they saw it. */
  stopped?: boolean;
}

export async function insertMessage(
  db: Kysely<Database>,
  input: NewMessage,
  now = new Date(),
): Promise<Message> {
  const [message] = await insertMessages(db, [{ ...input, createdAt: now }]);
  return message!;
}

/**
 * Inserts messages in one statement (a question and its answer); returns them in the given order,
 * built from what was written rather than read back.
 */
export async function insertMessages(
  db: Kysely<Database>,
  inputs: readonly (NewMessage & { createdAt: Date })[],
): Promise<Message[]> {
  if (inputs.length === 0) return [];
  const messages = inputs.map((input): Message => ({
    id: 0,
    conversationId: input.conversationId,
    role: input.role,
    content: input.content,
    sources: (input.sources ?? []).map((s) =>
      s.description === undefined
        ? { url: s.url, title: s.title }
        : { url: s.url, title: s.title, description: s.description },
    ),
    urgency: input.urgency ?? null,
    disposition: input.disposition ?? null,
    createdAt: input.createdAt.toISOString(),
    ...(input.stopped ? { stopped: true as const } : {}),
  }));
  const rows = await db
    .insertInto("messages")
    .values(
      messages.map((m) => ({
        conversation_id: m.conversationId,
        role: m.role,
        content: m.content,
        sources: JSON.stringify(m.sources),
        urgency: m.urgency,
        disposition: m.disposition,
        stopped_at: m.stopped ? m.createdAt : null,
        created_at: m.createdAt,
      })),
    )
    .returning("id")
    .execute();
  // SQLite does not promise RETURNING's row order; ids grow in insertion order.
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  messages.forEach((m, i) => (m.id = ids[i]!));
  return messages;
}

/** All messages of a conversation, oldest first. */
export async function listMessages(
  db: Kysely<Database>,
  conversationId: number,
): Promise<Message[]> {
  const rows = await db
    .selectFrom("messages")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .orderBy("id", "asc")
    .execute();
  return rows.map(toMessage);
}

/** A message in a conversation the owner holds, or null (someone else's looks missing). */
export async function findOwnedMessage(
  db: Kysely<Database>,
  owner: Owner,
  messageId: number,
): Promise<Message | null> {
  const row = await whereOwnedBy(
    db
      .selectFrom("messages")
      .innerJoin("conversations", "conversations.id", "messages.conversation_id")
      .selectAll("messages")
      .where("messages.id", "=", messageId),
    owner,
  ).executeTakeFirst();
  return row ? toMessage(row) : null;
}

/**
 * Removes a conversation's last question and answer (to be asked again: Regenerate). Only when
 * the last two messages are a question and then its answer; returns how many were removed.
 */
export async function deleteLastExchange(
  db: Kysely<Database>,
  conversationId: number,
): Promise<number> {
  const last = await db
    .selectFrom("messages")
    .select(["id", "role"])
    .where("conversation_id", "=", conversationId)
    .orderBy("id", "desc")
    .limit(2)
    .execute();
  if (last[0]?.role !== "assistant" || last[1]?.role !== "user") return 0;
  const result = await db
    .deleteFrom("messages")
    .where(
      "id",
      "in",
      last.map((m) => m.id),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
